/**
 * A listing from draft to sold in Firefox and WebKit, by hand in History's Manage dialog (sharing
 * from the app opens the marketplaces' windows; that path is the Chromium suite's): listed on two
 * marketplaces, History says so; marked sold on one, the "remove it elsewhere" checklist names only
 * the other, and the dashboard counts it Sold, with what it Earned.
 */
import { waitForAuthEmulator } from '../../support/authEmulator';
import { sessionUid, storedListings } from '../../support/firestoreEmulator';
import type { EnginePage } from '../support/enginePage';
import { expect, expectNoErrors, expectNoRole, expectRole, expectText, test } from '../support/fixtures';
import { analyseAndSave, expectListingsAnswered, signInNewSeller, statText } from '../support/flows';

test.beforeAll(waitForAuthEmulator);

/** The "remove it elsewhere" checklist: each marketplace's checkbox label and its link's name and address. */
const checklist = (app: EnginePage) =>
  app.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-label="Marketplaces to remove it from"] li'), (item) => [
      item.querySelector('label')?.textContent?.trim(),
      item.querySelector('a')?.getAttribute('aria-label'),
      item.querySelector('a')?.getAttribute('href'),
    ]),
  );

test('listed by hand on two marketplaces, sold on one: the checklist names the other; Sold and Earned', async ({
  app,
}) => {
  test.slow();
  await signInNewSeller(app, 'status');
  await app.click({ role: 'link', name: 'Scan New Item' });
  const name = await analyseAndSave(app, 'portraitExif6', 'here');
  await app.click({ role: 'link', name: 'Back' });
  await app.click({ role: 'link', name: 'Dashboard' });
  await expectListingsAnswered(app);
  await app.click({ role: 'link', name: 'History' });
  await expectRole(app, { role: 'list', name: 'All items' });

  // Where it is listed, ticked by hand.
  await app.click({ role: 'button', name: `Manage ${name}` });
  await app.click({ role: 'checkbox', name: 'Listed on Craigslist' });
  await app.click({ role: 'checkbox', name: 'Listed on Vinted' });
  const day = await app.evaluate(() => new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric' }));
  await app.click({ role: 'button', name: 'Save where it is listed' });
  await expectNoRole(app, { role: 'dialog', name });
  // Each with the day it was ticked (a run across midnight may see the next one: a rare retry).
  await expectText(app, `Listed on Craigslist (${day}), Vinted (${day})`);

  // Sold on Craigslist (the first it was listed on, the form's choice), at the seller's price.
  await app.click({ role: 'button', name: `Manage ${name}` });
  await app.click({ role: 'button', name: 'Mark as sold…' });
  await expectRole(app, { role: 'dialog', name: `Mark ${name} as sold` });
  await app.fill({ role: 'spinbutton', name: 'Sold for ($)', exact: false }, '48');
  await app.click({ role: 'button', name: 'Mark as sold' });
  await expectRole(app, { role: 'status', name: 'Sold for $48 on Craigslist', exact: false });
  await expect
    .poll(() => checklist(app), { message: `${app.engine}: the marketplaces to remove it from` })
    .toEqual([['Removed from Vinted', 'Open Vinted in a new tab', 'https://www.vinted.com/member/items']]);
  await app.click({ role: 'checkbox', name: 'Removed from Vinted' });
  await expect
    .poll(() =>
      app.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLInputElement>('[aria-label="Marketplaces to remove it from"] input'),
          (box) => box.checked,
        ),
      ),
    )
    .toEqual([true]);
  await app.click({ role: 'button', name: 'Done' });
  await expectText(app, 'Sold for $48 on Craigslist');

  // A page load the moment the sale shows (a tab closed, a phone switching apps): the sale and the
  // tick are there, and reach the server (kept on the device until it has them).
  await app.goto('/dashboard');
  await expectListingsAnswered(app);
  await expect.poll(() => statText(app, 'Sold'), { message: `${app.engine}: Sold` }).toBe('Sold1');
  await expect.poll(() => statText(app, 'Earned'), { message: `${app.engine}: Earned` }).toBe('Earned$48');
  await expect.poll(() => statText(app, 'Listed'), { message: `${app.engine}: Listed` }).toBe('Listed0');
  const uid = await app.evaluate(sessionUid);
  const stored = async () =>
    (await storedListings(uid)).map(({ fields }) => {
      const { status, delistedFrom } = fields as Record<
        string,
        { stringValue?: string; arrayValue?: { values?: { stringValue: string }[] } }
      >;
      return { status: status?.stringValue, removedFrom: delistedFrom?.arrayValue?.values?.map((v) => v.stringValue) };
    });
  await expect
    .poll(stored, { message: `${app.engine}: the sale and the tick in Firestore` })
    .toEqual([{ status: 'sold', removedFrom: ['vinted'] }]);
  expectNoErrors(app);
});
