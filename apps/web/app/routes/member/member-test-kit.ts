import { memberInfoEndpoint } from '@zay/contract';
import { MEMBER } from '~/test/fixtures';
import { FakeApi } from '~/test/route-stub';

/** The session cookie of a signed-in member, for route tests. */
export const SIGNED_IN = 'zay_token=t0ken';

/** A fake API that knows the signed-in member (the member layout's session check answers `MEMBER`). */
export const memberApi = () => new FakeApi().on(memberInfoEndpoint, MEMBER);
