import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { aProduct, aRecipe } from '../testing/feeding-factory';
import { fakeFeedingApi } from '../testing/fake-feeding-api';

const PRODUCTS = [
  aProduct(),
  aProduct({ _id: 'p-spin', name: 'Spinosad 480', kind: 'pesticide', reEntryHours: 12, preHarvestDays: 14 }),
];
const RECIPES = [aRecipe()];

/** Serious and critical axe findings in `root` (jsdom lays nothing out, so colour contrast is not judged). */
async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('/feeding', () => {
  it('is in the crop navigation after yields and opens on the products, a tab away from the recipes', async () => {
    logInAs({ role: 'user' });
    fakeFeedingApi(PRODUCTS, RECIPES);
    const { user } = renderApp('/feeding');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Feeding' }, { timeout: 10_000 }),
    ).toBeVisible();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links.indexOf('/feeding')).toBe(links.indexOf('/yields') + 1);
    expect(await screen.findByRole('table', { name: 'Products' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recipes' }));
    expect(await screen.findByRole('article', { name: 'Veg week 1' })).toHaveTextContent('Grow A2 ml/L');
  });

  it('shows a plain user no write button on either tab', async () => {
    logInAs({ role: 'user' });
    fakeFeedingApi(PRODUCTS, RECIPES);
    const { user } = renderApp('/feeding');
    const main = await screen.findByRole('main', {}, { timeout: 10_000 });
    await within(main).findByRole('table', { name: 'Products' });
    expect(within(main).getByText('Only staff change products and recipes.')).toBeInTheDocument();
    expect(within(main).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(main).getByRole('tab', { name: 'Recipes' }));
    await within(main).findByRole('article', { name: 'Veg week 1' });
    expect(within(main).queryByRole('button')).not.toBeInTheDocument();
  });

  it('has labelled controls and no serious axe finding: the table, the product form and the recipe form', async () => {
    logInAs({ role: 'superuser' });
    fakeFeedingApi(PRODUCTS, RECIPES);
    const { user } = renderApp('/feeding');
    const main = await screen.findByRole('main', {}, { timeout: 10_000 });
    await within(main).findByRole('table', { name: 'Products' });
    expect(await axeViolations(main)).toEqual([]);

    await user.click(within(main).getByRole('button', { name: 'New product' }));
    expect(await axeViolations(await screen.findByRole('dialog', { name: 'New product' }))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(main).getByRole('tab', { name: 'Recipes' }));
    await user.click(await within(main).findByRole('button', { name: 'Edit Veg week 1' }));
    const recipe = await screen.findByRole('dialog', { name: 'Edit recipe' });
    await within(recipe).findByRole('option', { name: 'Spinosad 480' });
    expect(await axeViolations(recipe)).toEqual([]);
  });

  it('reads right to left in Hebrew, with doses and units kept whole in <bdi>', async () => {
    logInAs({ role: 'superuser' });
    fakeFeedingApi(PRODUCTS, RECIPES);
    const { user } = renderApp('/feeding', { language: 'he' });
    expect(await screen.findByRole('heading', { level: 1, name: 'הזנה' }, { timeout: 10_000 })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const table = await screen.findByRole('table', { name: 'מוצרים' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['שם', 'סוג', 'חומר פעיל', 'כניסה חוזרת (שעות)', 'לפני קטיף (ימים)', 'פעולות']);
    expect(within(table).getByRole('cell', { name: 'חומר הדברה' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'מתכונים' }));
    const recipe = await screen.findByRole('table', { name: 'המוצרים של Veg week 1' });
    const dose = within(recipe).getByText('2 מ״ל/ליטר');
    expect(dose.tagName).toBe('BDI');
    expect(screen.getByRole('article', { name: 'Veg week 1' })).toHaveTextContent('EC יעד1.2 mS/cm');
  });
});
