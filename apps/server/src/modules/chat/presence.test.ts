import { describe, expect, it } from 'vitest';
import { ClusterPresence, memberKey } from './presence';

describe('cluster presence', () => {
  it('adds up processes and reports only flips of the whole cluster', () => {
    const p = new ClusterPresence();
    expect(p.setServicer('a', 1, 10)).toEqual([{ kind: 'servicer', siteId: 10, servicerId: 1, online: true }]);
    expect(p.setServicer('b', 1, 10)).toEqual([]); // the same servicer on a second process
    expect(p.setServicer('a', 1, null)).toEqual([]);
    expect(p.servicersOnline(10)).toEqual([1]);
    expect(p.drop('b')).toEqual([{ kind: 'servicer', siteId: 10, servicerId: 1, online: false }]);
    expect(p.servicersOnline(10)).toEqual([]);
  });

  it('picks the least busy servicer and moves load without presence flips', () => {
    const p = new ClusterPresence();
    p.setServicer('a', 1, 10);
    p.setServicer('b', 2, 10);
    expect(p.leastBusy(10)).toBe(1);
    p.setMember('a', memberKey(10, 100), 1);
    expect(p.leastBusy(10)).toBe(2);
    p.setMember('b', memberKey(10, 101), 2);
    p.setMember('b', memberKey(10, 102), 2);
    expect(p.leastBusy(10)).toBe(1);
    expect(p.setMember('a', memberKey(10, 100), 2)).toEqual([]); // reassigned, still online
    expect([p.loadOf(1), p.loadOf(2)]).toEqual([0, 3]);
    expect(p.memberOnline(10, 100)).toBe(true);
    expect(p.setMember('a', memberKey(10, 100), null)).toEqual([
      { kind: 'member', siteId: 10, memberId: 100, online: false },
    ]);
  });

  it('replaces a snapshot with the differences only', () => {
    const p = new ClusterPresence();
    p.setServicer('x', 1, 10);
    p.setMember('x', memberKey(10, 5), 1);
    const events = p.replace('x', { svc: new Map([[2, 10]]), mem: new Map([[memberKey(10, 5), 2]]) });
    expect(events).toEqual([
      { kind: 'servicer', siteId: 10, servicerId: 1, online: false },
      { kind: 'servicer', siteId: 10, servicerId: 2, online: true },
    ]);
    expect(p.loadOf(2)).toBe(1);
  });
});
