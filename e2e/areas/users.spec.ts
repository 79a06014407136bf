import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { signIn } from '../helpers/login';
import { portal, waitForAnimations } from '../helpers/portal';

const INVITEE = { email: 'e2e.invitee@example.com', name: 'Erika Invitee' };

test.describe('Users area', () => {
  // The one spec that changes the shared mock data (the mock server serves both workers), so the
  // one spec that resets it: other specs only read, and a reset of theirs could erase this
  // spec's invitee mid-test. Start from the seeded set, as administrator.
  test.beforeEach(async ({ page }) => {
    const reset = await page.request.put('/api/v1/__mock__/reset');
    expect(reset.status()).toBe(204);
  });

  test('invite someone, change their role and delete them after confirming', async ({ page }) => {
    await signIn(page, { path: '/users' });
    await expect(portal(page).pageHeading).toHaveText('Users');
    const users = page.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('rowheader', { name: /Bob Sample/ })).toBeVisible();
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

    // Change the role.
    const role = row.getByRole('combobox', { name: `Role of ${INVITEE.name}` });
    await expect(role).toHaveText('Editor');
    await role.click();
    await page.getByRole('option', { name: 'Analyst' }).click();
    await expect(role).toHaveText('Analyst');
    await expect(page.getByText(`${INVITEE.name} is now Analyst.`)).toBeVisible();

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
});
