import { type Locator, type Page } from 'playwright-core';

/**
 * Picks an option of an antd Select and checks that the field shows it. On a busy machine the dropdown can still be
 * moving into place when the option is clicked: the click then lands on another field, or the dropdown closes before
 * the option can be clicked (both seen in CI, the form then rightly saying 'Locatie is verplicht'). So the pick is
 * tried again until the field shows the choice.
 */
export async function chooseOption(page: Page, field: Locator, option: string | RegExp): Promise<void> {
  // antd 6 shows the chosen option as the title of the element that holds the field's input.
  const shown = field.locator('xpath=..');
  const matches = (title: string | null) => title !== null && (typeof option === 'string' ? title === option : option.test(title));
  // Another select's dropdown may still be fading out: the option is looked for by its title in any open one.
  const dropdown = page.locator('.ant-select-dropdown:visible');
  for (let attempt = 1; attempt <= 4; attempt++) {
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
    await dropdown
      .getByTitle(option, { exact: typeof option === 'string' })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    for (let wait = 0; wait < 10; wait++) {
      if (matches(await shown.getAttribute('title'))) return;
      await page.waitForTimeout(100);
    }
  }
  throw new Error(`the select did not take '${option}' (it shows '${await shown.getAttribute('title')}')`);
}
