import {
  captchaConfigEndpoint,
  parsePasswordComplexity,
  PASSWORD_MIN_DEFAULT,
  registerConfigEndpoint,
  type RegisterConfig,
} from '@zay/contract';
import { redirect, type AppLoadContext } from 'react-router';
import type { AuthConfig } from '~/features/member/auth/auth-config';
import { serverApi } from '~/lib/api.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { getSession } from '~/lib/session.server';

// When the config calls fail the forms still work: every way on, captchas shown, the default policy.
const FALLBACK_REGISTER: RegisterConfig = {
  login: 'username,mobile',
  register: 'username,mobile',
  pwd_len: PASSWORD_MIN_DEFAULT,
  pwd_complexity: 'number,letter',
  agreement_title: '',
};

const ways = (csv: string) => new Set(csv.split(',').map((w) => w.trim()));

/** What the login, registration and recovery forms need from `/api/register/config` and the captcha config. */
export async function loadAuthConfig(request: Request, context: AppLoadContext): Promise<AuthConfig> {
  const call = serverApi(request, context);
  const [captchaRes, registerRes] = await Promise.all([
    call(captchaConfigEndpoint, {}),
    call(registerConfigEndpoint, {}),
  ]);
  const captcha = captchaRes.ok ? captchaRes.data : { login: 1, register: 1, find_password: 1 };
  const config = registerRes.ok ? registerRes.data.value : FALLBACK_REGISTER;
  const login = ways(config.login);
  const register = ways(config.register);
  return {
    captcha: {
      login: !!captcha.login,
      // The API checks a captcha on registration and on every SMS send whenever captchas are on at
      // all (ADR 006), so these follow the site-wide switch rather than a single flag.
      registerAndSms: !!(captcha.login || captcha.register || captcha.find_password),
    },
    loginByMobile: login.has('mobile'),
    registerByUsername: register.has('username'),
    registerByMobile: register.has('mobile'),
    password: {
      minLength: config.pwd_len || PASSWORD_MIN_DEFAULT,
      complexity: parsePasswordComplexity(config.pwd_complexity),
    },
    agreementTitle: config.agreement_title,
  };
}

/** A member who opens the login or registration page is already where they wanted to be. */
export async function redirectMember(request: Request, context: AppLoadContext): Promise<void> {
  const { member } = await getSession(request, context);
  if (member) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
}
