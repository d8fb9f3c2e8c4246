/**
 * @jest-environment node
 *
 * The real AuthService against the real Auth emulator (`npm run test:emulators`): e-mail link
 * sign-in, from sending the link to the prompt when no e-mail is stored.
 */
import { EMAIL_FOR_SIGN_IN_KEY } from '@snap/shared';
import { readOobCodes } from '../../../testing/authEmulator';
import { SITE, startEmulatorAuthService } from '../../../testing/emulatorAuthService';

const { service, env, stored, lastReport, newEmail, reset, stop } = startEmulatorAuthService();

beforeEach(reset);
afterAll(stop);

/** The link the emulator "e-mailed" to `email`. */
async function signInLinkFor(email: string): Promise<string> {
  const codes = (await readOobCodes(email)).filter((code) => code.requestType === 'EMAIL_SIGNIN');
  expect(codes).toHaveLength(1);
  return codes[0].oobLink;
}

it('sends a link back to /auth/signin without the e-mail in it; keeps the e-mail until the link is used', async () => {
  const email = newEmail();
  await service.sendSignInLink(email);
  expect(stored.get(EMAIL_FOR_SIGN_IN_KEY)).toBe(email);
  const link = await signInLinkFor(email);
  expect(new URL(link).searchParams.get('continueUrl')).toBe(`${SITE}/auth/signin`);
  expect(decodeURIComponent(link)).not.toContain(email);
  expect(service.isSignInLink(link)).toBe(true);

  await service.completeSignInWithLink(undefined, link);
  expect(lastReport()).toMatchObject({ email, emailVerified: true });
  expect(stored.has(EMAIL_FOR_SIGN_IN_KEY)).toBe(false);
  expect(env.prompt).not.toHaveBeenCalled();
});

it('says a link that is not a sign-in link is invalid', async () => {
  await expect(
    service.completeSignInWithLink('a@example.com', `${SITE}/auth/signin?mode=signIn&apiKey=demo-api-key`),
  ).rejects.toThrow('Invalid sign-in link');
});

it('says a used link is invalid', async () => {
  const email = newEmail();
  await service.sendSignInLink(email);
  const link = await signInLinkFor(email);
  await service.completeSignInWithLink(email, link);
  await service.signOut();
  await expect(service.completeSignInWithLink(email, link)).rejects.toThrow(
    'This sign-in link is invalid or has already been used.',
  );
});

it('asks for the e-mail when none is passed or stored', async () => {
  const email = newEmail();
  await service.sendSignInLink(email);
  stored.clear(); // the link is opened on another device
  env.prompt.mockReturnValue(` ${email} `);
  await service.completeSignInWithLink(undefined, await signInLinkFor(email));
  expect(env.prompt).toHaveBeenCalledWith('Please provide your email for confirmation');
  expect(lastReport()).toMatchObject({ email });
});

it.each([null, '', '   '])('needs an e-mail when the prompt gives %p', async (answer) => {
  const email = newEmail();
  await service.sendSignInLink(email);
  stored.clear();
  env.prompt.mockReturnValue(answer);
  await expect(service.completeSignInWithLink(undefined, await signInLinkFor(email))).rejects.toThrow(
    'Email is required to complete sign-in',
  );
  expect(lastReport()).toBeNull();
});
