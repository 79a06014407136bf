import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { submitIdpLogin } from './helpers/login';
import {
  LANGUAGES,
  localeText,
  navigateTo,
  portal,
  VIEWPORTS,
  waitForAnimations,
  type Language,
} from './helpers/portal';

/** Every area in navigation order, by address and the translation key of its heading. */
const AREA_SCREENS = [
  { path: '/dashboard', heading: 'dashboard.title' },
  { path: '/flows', heading: 'flows.title' },
  { path: '/train', heading: 'train.title' },
  { path: '/incoming', heading: 'incoming.title' },
  { path: '/configuration', heading: 'configuration.title' },
  { path: '/tech', heading: 'tech.title' },
  { path: '/users', heading: 'users.title' },
  { path: '/account', heading: 'account.title' },
  { path: '/support', heading: 'support.title' },
] as const;

/** The tabs of a bot configuration, each checked on the seeded `default` configuration. */
const CONFIGURATION_TABS = [
  'general',
  'speech',
  'channels',
  'hours',
  'handover',
  'privacy',
  'history',
] as const;

/** The Technical area's sections below its own page (Health is /tech itself). */
const TECH_SECTIONS = ['logs', 'webhooks', 'apiKeys', 'build'] as const;

/** Waits until the page shows `heading` and has finished loading and animating. */
async function expectSettled(page: Page, lng: Language, heading: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(portal(page).pageHeading).toHaveText(localeText(lng, heading));
  await expect(main.getByRole('progressbar')).toHaveCount(0);
  await expect(main.locator('.MuiSkeleton-root').filter({ visible: true })).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
  await waitForAnimations(page);
}

for (const lng of LANGUAGES) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`every screen has no axe violations in ${lng} at ${viewport.width} px`, async ({
      page,
    }) => {
      // Twenty-one screens, each loaded and checked; generous for a busy 2-core machine.
      test.setTimeout(420_000);
      await page.setViewportSize(viewport);
      const where = (screen: string) => `${screen} (${lng}, ${device} ${viewport.width} px)`;

      await page.goto(`/?lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      const signInButton = page.getByRole('button', {
        name: localeText(lng, 'login.signIn'),
        exact: true,
      });
      await expect(signInButton).toBeVisible();
      await waitForAnimations(page);
      await expectNoAxeViolations(page, where('the login screen'));

      await signInButton.click();
      await submitIdpLogin(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expectSettled(page, lng, 'homepage.title');
      await expectNoAxeViolations(page, where('Home'));

      if (viewport === VIEWPORTS.phone) {
        const menuButton = page.getByRole('button', { name: localeText(lng, 'layout.nav.open') });
        await menuButton.click();
        await waitForAnimations(page);
        await expectNoAxeViolations(page, where('the open navigation'));
        // Closed by a tap beside it: after Escape the menu button gets keyboard focus back,
        // whose pulsating focus ripple never stops animating.
        await page.mouse.click(viewport.width - 10, viewport.height / 2);
        await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
        await waitForAnimations(page);
      }

      for (const screen of AREA_SCREENS) {
        await navigateTo(page, screen.path);
        await expectSettled(page, lng, screen.heading);
        await expectNoAxeViolations(page, where(screen.path));

        if (screen.path === '/incoming') {
          await page.getByRole('grid').getByRole('link').first().click();
          await expect(page).toHaveURL(/\/incoming\/[^/?]+$/);
          await expectSettled(page, lng, 'incoming.detail.title');
          await expectNoAxeViolations(page, where('a conversation'));
        }

        if (screen.path === '/flows') {
          await page.getByRole('link', { name: 'Password reset' }).first().click();
          await expect(portal(page).pageHeading).toHaveText('Password reset');
          const canvas = page.getByRole('region', { name: localeText(lng, 'flows.canvas.label') });
          await expect(
            canvas.getByRole('group', {
              name: new RegExp(`^${localeText(lng, 'flows.nodeTypes.start')}`),
            }),
          ).toBeVisible();
          await waitForAnimations(page);
          await expectNoAxeViolations(page, where('a flow in the editor'));
        }

        if (screen.path === '/train') {
          await page.getByRole('grid').getByRole('link', { name: 'agent.request' }).click();
          await expect(portal(page).pageHeading).toHaveText('agent.request');
          // The intent's examples in the interface language (its tab opens first).
          await expect(page.getByRole('tabpanel')).toBeVisible();
          await waitForAnimations(page);
          await expectNoAxeViolations(page, where('an intent'));

          await page.getByRole('link', { name: localeText(lng, 'train.intent.back') }).click();
          await page
            .getByRole('navigation', { name: localeText(lng, 'train.sections.label') })
            .getByRole('link', { name: localeText(lng, 'train.sections.models') })
            .click();
          await expectSettled(page, lng, 'train.title');
          const models = page.getByRole('region', { name: localeText(lng, 'train.models.title') });
          await expect(models.getByRole('listitem').first()).toBeVisible();
          await expect(
            page.getByRole('heading', { name: localeText(lng, 'train.tests.title'), exact: true }),
          ).toBeVisible();
          await expectNoAxeViolations(page, where('the training models'));

          await page
            .getByRole('navigation', { name: localeText(lng, 'train.sections.label') })
            .getByRole('link', { name: localeText(lng, 'train.sections.entities') })
            .click();
          await expectSettled(page, lng, 'train.title');
          await expect(
            page
              .getByRole('list', { name: localeText(lng, 'train.entities.label') })
              .getByRole('listitem')
              .first(),
          ).toBeVisible();
          await expectNoAxeViolations(page, where('the training entities'));

          await page
            .getByRole('navigation', { name: localeText(lng, 'train.sections.label') })
            .getByRole('link', { name: localeText(lng, 'train.sections.inbox') })
            .click();
          await expectSettled(page, lng, 'train.title');
          await expect(
            page
              .getByRole('list', { name: localeText(lng, 'train.inbox.label') })
              .getByRole('listitem')
              .first(),
          ).toBeVisible();
          await expectNoAxeViolations(page, where('the training inbox'));
        }

        if (screen.path === '/tech') {
          for (const section of TECH_SECTIONS) {
            await page
              .getByRole('navigation', { name: localeText(lng, 'tech.sections.label') })
              .getByRole('link', { name: localeText(lng, `tech.sections.${section}`) })
              .click();
            await expectSettled(page, lng, 'tech.title');
            await expectNoAxeViolations(page, where(`the technical ${section} section`));
          }
          const voice = (await (
            await page.request.get('/api/v1/conversations?channel=voice&pageSize=1')
          ).json()) as { items: { id: string }[] };
          await page.goto(`/tech/calls/${voice.items[0]!.id}`);
          await expectSettled(page, lng, 'tech.latency.title');
          await expectNoAxeViolations(page, where('a call’s latency waterfall'));
        }

        if (screen.path === '/configuration') {
          await page.getByRole('main').getByRole('link', { name: 'default', exact: true }).click();
          await expect(portal(page).pageHeading).toHaveText('default');
          for (const tab of CONFIGURATION_TABS) {
            await page
              .getByRole('tab', { name: localeText(lng, `configuration.tabs.${tab}`), exact: true })
              .click();
            await expect(page.getByRole('tabpanel')).toBeVisible();
            await expect(
              page.getByRole('main').locator('[aria-busy="true"]').filter({ visible: true }),
            ).toHaveCount(0);
            await waitForAnimations(page);
            await expectNoAxeViolations(page, where(`the configuration's ${tab} tab`));
          }
        }
      }

      await page.goto('/no-such-page');
      await expectSettled(page, lng, 'notFound.title');
      await expectNoAxeViolations(page, where('the not-found page'));
    });
  }
}
