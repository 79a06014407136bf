import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { resetMockScopeBeforeEach } from '../helpers/mockData';
import { openSignedIn } from '../helpers/session';
import { openSecondTab } from '../helpers/security';
import { portal, VIEWPORTS, waitForAnimations } from '../helpers/portal';
import { expectNoSidewaysScrolling, expectWithinScreen } from '../helpers/fitsScreen';

const INVITEE = { email: 'e2e.invitee@example.com', name: 'Erika Invitee' };

test.describe('Users area', () => {
  resetMockScopeBeforeEach('users');

  test('two tabs change one person’s role: the second sees both values and decides, nothing is overwritten', async ({
    page,
  }) => {
    const person = 'Lukas Moreau';
    await openSignedIn(page, { path: '/users?q=lukas' });
    const second = await openSecondTab(page, '/users?q=lukas');
    const roleIn = (tab: typeof page) => tab.getByRole('combobox', { name: `Role of ${person}` });
    await expect(roleIn(page)).toHaveText('Viewer');
    await expect(roleIn(second)).toHaveText('Viewer');

    // A colleague (the first tab) saves Analyst; the second tab still shows Viewer.
    await roleIn(page).click();
    await page.getByRole('option', { name: 'Analyst' }).click();
    await expect(page.getByText(`${person} is now Analyst.`)).toBeVisible();
    await expect(roleIn(second)).toHaveText('Viewer');

    // The second tab picks Editor on its old copy: the server refuses, both values are shown.
    await roleIn(second).click();
    await second.getByRole('option', { name: 'Editor' }).click();
    const dialog = second.getByRole('dialog', { name: 'Someone else saved this in the meantime' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Their value: Analyst' })).toBeChecked();
    await waitForAnimations(second);
    await expectNoAxeViolations(second, 'the conflict dialog');
    await dialog.getByRole('radio', { name: 'My value: Editor' }).check();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await expect(second.getByText(`Saved your choices for ${person}.`)).toBeVisible();

    // Saved on the colleague's version: both tabs now read Editor.
    await page.reload();
    await expect(roleIn(page)).toHaveText('Editor');
    await expect(roleIn(second)).toHaveText('Editor');
  });

  test('invite someone, change their role and delete them after confirming', async ({ page }) => {
    await openSignedIn(page, { path: '/users' });
    await expect(portal(page).pageHeading).toHaveText('Users');
    const users = page.getByRole('grid', { name: 'Users' });
    await expect(users.getByRole('gridcell', { name: 'Bob Sample', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'the user list');

    // Invite.
    await page.getByRole('button', { name: 'Invite user' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a user' });
    await invite.getByRole('textbox', { name: 'E-mail' }).fill(INVITEE.email);
    await invite.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await invite.getByRole('textbox', { name: 'Name (optional)' }).fill(INVITEE.name);
    await waitForAnimations(page);
    await expectNoAxeViolations(page, 'the invite dialog');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite).toBeHidden();
    await expect(page.getByText(`Invitation sent to ${INVITEE.email}.`)).toBeVisible();

    // Listed as invited; the search is kept in the address.
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('e2e.invitee');
    await expect(page).toHaveURL(/[?&]q=e2e\.invitee/);
    const row = users.getByRole('row').filter({ hasText: INVITEE.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(INVITEE.name);
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('Never');

    // Change the role with the keyboard alone: Tab reaches the row's select inside the grid, Enter
    // opens it on the current role, the arrow moves to the next one and Enter saves it.
    const role = row.getByRole('combobox', { name: `Role of ${INVITEE.name}` });
    await expect(role).toHaveText('Editor');
    await row.getByRole('gridcell', { name: INVITEE.email }).click();
    await page.keyboard.press('Tab');
    await expect(role).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Editor' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Analyst' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(role).toHaveText('Analyst');
    const changed = page.getByRole('status').filter({ hasText: `${INVITEE.name} is now Analyst.` });
    await expect(changed).toBeVisible();

    // Undo puts the previous role back, and says so.
    await changed.getByRole('button', { name: 'Undo' }).click();
    await expect(role).toHaveText('Editor');
    await expect(page.getByText(`${INVITEE.name} is Editor again.`)).toBeVisible();
    await page.reload();
    await expect(row.getByRole('combobox', { name: `Role of ${INVITEE.name}` })).toHaveText(
      'Editor',
    );

    // Delete, after a confirmation that names the person.
    await row.getByRole('button', { name: `More actions for ${INVITEE.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete user' });
    await expect(confirm).toContainText(`Delete ${INVITEE.name} (${INVITEE.email})?`);
    await waitForAnimations(page);
    await expectNoAxeViolations(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('No users match these filters.')).toBeVisible();

    // A reload of the shared address shows the same (now empty) filtered view.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search by name or e-mail' })).toHaveValue(
      'e2e.invitee',
    );
    await expect(page.getByText('No users match these filters.')).toBeVisible();
  });

  test('fits a phone: no sideways scrolling, every person’s actions and the pagination on screen', async ({
    page,
  }) => {
    const within = (name: string, locator: Locator) => expectWithinScreen(page, name, locator);
    // Signed in at desktop width, where the navigation that openSignedIn waits for is on screen.
    await page.setViewportSize(VIEWPORTS.desktop);
    await openSignedIn(page, { path: '/users?pageSize=10' });
    await page.setViewportSize(VIEWPORTS.phone);
    // The phone layout has replaced the grid (the sort select exists only there): the grid's
    // own buttons would otherwise pass the checks below while it is still on screen.
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    const bob = page.getByRole('button', { name: 'More actions for Bob Sample' });
    await expect(bob).toBeVisible();
    await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
    await waitForAnimations(page);

    await expectNoSidewaysScrolling(page, 'the user list');
    const menus = await page.getByRole('button', { name: /^More actions for / }).all();
    const roles = await page.getByRole('combobox', { name: /^Role of / }).all();
    // Ten people on the page; the signed-in person has no actions of their own.
    expect(menus.length).toBeGreaterThanOrEqual(9);
    expect(roles).toHaveLength(menus.length);
    for (const menu of menus) await within(`${await menu.getAttribute('aria-label')}`, menu);
    for (const role of roles) await within(`${await role.getAttribute('aria-label')}`, role);
    const next = page.getByRole('button', { name: 'Go to the next page' });
    await within('next page', next);
    await within('previous page', page.getByRole('button', { name: 'Go to the previous page' }));
    await within('displayed rows', page.getByText('1–10 of 44'));
    await within('invite', page.getByRole('button', { name: 'Invite user' }));
    await within('sort by', page.getByRole('combobox', { name: 'Sort by' }));
    await within('descending', page.getByRole('button', { name: 'Descending order' }));
    // A card per person, each with the status the table shows in a column of its own.
    const people = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await expect(people).toHaveCount(10);
    await expect(people.filter({ hasText: 'Bob Sample' })).toContainText('Active');
    await expectNoAxeViolations(page, 'the user list at phone width');

    // The actions open and fit as well.
    await bob.click();
    const deactivate = page.getByRole('menuitem', { name: 'Deactivate' });
    await expect(deactivate).toBeVisible();
    await within('deactivate', deactivate);
    await within('delete', page.getByRole('menuitem', { name: 'Delete…' }));
    await page.keyboard.press('Escape');
    await expect(deactivate).toBeHidden();

    await next.click();
    await expect(page.getByText('11–20 of 44')).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expectNoSidewaysScrolling(page, 'the second page');
  });
});
