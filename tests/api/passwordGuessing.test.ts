// Password guesses sent in parallel (issue 40): the limits hold as they do one after another, because
// each attempt is counted before its password is checked (auth/loginRateLimit.ts), and an attacker
// cannot lock the user out: the limit is per account and address, the account itself only slows down
// for addresses that have failed on it. 100 parallel guesses at login (one address, then ten) and at
// the old password of updatepassword.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../../src/server/auth/loginRateLimit';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { type CallResult, createTestContext, type TestContext } from './support/testContext';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const { maxFailuresPerPair } = DEFAULT_LOGIN_RATE_LIMIT;
const login = (name: string, password: string, remoteAddress: string) =>
  t.call('POST', '/custrylogin', { form: { data: JSON.stringify({ name, password }) }, remoteAddress, culture: 'en-US', settle: false });
/** Answers whose password was checked: a wrong one (10008 / the old password's 10002) or a success. */
const checked = (answers: CallResult[]) => answers.filter((a) => a.status !== 429);
const attemptsOf = (account: string) => t.db.selectFrom('login_attempts').select(['client_ip', 'succeeded', 'call']).where('account', '=', account).execute();

describe('parallel login guesses', () => {
  it('from one address: at most the limit is checked, then that address is refused even the right password, and the user gets in from their own', async () => {
    const attacker = '203.0.113.61';
    const guesses = Array.from({ length: 100 }, (_, i) => (i === 99 ? 'ops12345' : `guess-${i}`));
    const answers = await Promise.all(guesses.map((password) => login('demo.ops', password, attacker)));
    expect(checked(answers).length).toBeLessThanOrEqual(maxFailuresPerPair);
    for (const answer of checked(answers)) expect(answer.body.exceptioncode).toBe(ExceptionCode.LoginFailed);
    for (const answer of answers.filter((a) => a.status === 429)) expect(answer.body.exceptioncode).toBe(ExceptionCode.RateLimited);
    // Every checked password is recorded, settled, against the attacker's address; refusals check nothing.
    const attempts = await attemptsOf('demo.ops');
    expect(attempts).toHaveLength(checked(answers).length);
    expect(attempts.every((a) => a.succeeded === false && a.client_ip === attacker)).toBe(true);

    const again = await login('demo.ops', 'ops12345', attacker);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('Too many failed logins for this account from your address. Try again in 15 minutes.');
    expect((await login('demo.ops', 'ops12345', '198.51.100.61')).body.success).toBe(true);
  });

  it('from ten addresses: one check per address that had not failed beyond the limit, then the account slows down for them; the user still gets in', async () => {
    const addresses = Array.from({ length: 10 }, (_, i) => `203.0.113.${100 + i}`);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login('acme.ops', `guess-${i}`, addresses[i % addresses.length]!)));
    expect(checked(answers).length).toBeLessThanOrEqual(maxFailuresPerPair + addresses.length);
    // A failed address trying again is asked to wait (a growing pause), not told the password.
    const slowed = await login('acme.ops', 'ops12345', addresses[0]!);
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(/^Too many failed logins for this account( from your address)?\. (Wait \d+ seconds and try again|Try again in 15 minutes)\.$/);
    // The account is not locked for everyone: an address that has not failed on it gets in.
    expect((await login('acme.ops', 'ops12345', '198.51.100.62')).body.success).toBe(true);
  });
});

describe('parallel guesses of the old password (updatepassword)', () => {
  it('check at most the limit, change nothing, and leave the user able to log in from their address', async () => {
    const token = await t.login('acme.clerk', 'clerk1234');
    const thief = '203.0.113.71';
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => t.call('PUT', '/updatepassword', { token, remoteAddress: thief, culture: 'en-US', settle: false, form: { oldpassword: `guess-${i}`, password: 'taken-over-1' } })),
    );
    expect(checked(answers).length).toBeLessThanOrEqual(maxFailuresPerPair);
    for (const answer of checked(answers)) expect(answer.body.message).toBe('The old password is wrong.');
    const attempts = await attemptsOf('acme.clerk');
    expect(attempts.filter((a) => a.call === 'updatepassword')).toHaveLength(checked(answers).length);
    expect((await login('acme.clerk', 'taken-over-1', '198.51.100.71')).body.exceptioncode).toBe(ExceptionCode.LoginFailed);
    expect((await login('acme.clerk', 'clerk1234', '198.51.100.72')).body.success).toBe(true);
  });
});
