import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { aProduct, aRecipe } from '../testing/feeding-factory';
import { badRequest, fakeFeedingApi } from '../testing/fake-feeding-api';
import { RecipesTab } from './recipes-tab';

const GROW = aProduct();
const CALMAG = aProduct({ _id: 'p-calmag', name: 'CalMag', kind: 'additive' });
const VEG1 = aRecipe();
const BLOOM3 = aRecipe({
  _id: 'r-bloom3',
  name: 'Bloom week 3',
  stage: 'flower',
  week: 3,
  items: [
    { productId: 'p-grow', productName: 'Grow A', dose: 1.5, unit: 'ml/L' },
    { productId: 'p-calmag', productName: 'CalMag', dose: 0.25, unit: 'g/L' },
  ],
  targetEc: 1.8,
  targetPh: null,
});
const FLUSH = aRecipe({
  _id: 'r-flush',
  name: 'Flush',
  stage: 'flower',
  week: 8,
  items: [],
  targetEc: null,
  targetPh: null,
});

describe('RecipesTab', () => {
  it('lists the recipes by stage then week, each with its doses and targets', async () => {
    fakeFeedingApi([GROW, CALMAG], [BLOOM3, FLUSH, VEG1]);
    renderPage(<RecipesTab staff />);
    await screen.findByRole('article', { name: 'Bloom week 3' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Veg',
      'Flower',
    ]);
    const flower = screen.getByRole('region', { name: 'Flower' });
    expect(
      within(flower)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Week 3', 'Week 8']);
    const bloom = screen.getByRole('table', { name: 'Products of Bloom week 3' });
    expect(
      within(bloom)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProductDose', 'Grow A1.5 ml/L', 'CalMag0.25 g/L']);
    expect(screen.getByRole('article', { name: 'Bloom week 3' })).toHaveTextContent('Target EC1.8 mS/cm');
    expect(screen.getByRole('article', { name: 'Flush' })).toHaveTextContent('Plain water: no products.');
    expect(screen.getByRole('article', { name: 'Veg week 1' })).toHaveTextContent('Target pH5.8');
  });

  it('refuses a dose without its unit and an EC above 20 beside their fields, with no call', async () => {
    const api = fakeFeedingApi([GROW, CALMAG]);
    const { user } = renderPage(<RecipesTab staff />);
    expect(await screen.findByText(/There are no recipes yet. Add one for each week/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New recipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recipe' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Bloom week 2');
    await user.click(within(dialog).getByRole('button', { name: 'Add a product' }));
    await within(dialog).findByRole('option', { name: 'CalMag' });
    await user.selectOptions(within(dialog).getByLabelText('Product 1'), 'CalMag');
    await user.type(within(dialog).getByLabelText('Dose 1'), '0.5');
    await user.type(within(dialog).getByLabelText(/^Target EC/), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Choose the unit of the dose.')).toBeInTheDocument();
    expect(within(dialog).getByText('EC is between 0 and 20 mS/cm.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends a recipe with its rows, stage and week; a removed row is not sent', async () => {
    const api = fakeFeedingApi([GROW, CALMAG]);
    const { user } = renderPage(<RecipesTab staff />);
    await user.click(await screen.findByRole('button', { name: 'New recipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recipe' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Bloom week 2');
    await user.selectOptions(within(dialog).getByLabelText('Stage'), 'Flower');
    const week = within(dialog).getByLabelText(/^Week of the stage/);
    await user.clear(week);
    await user.type(week, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add a product' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a product' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a product' }));
    await within(dialog).findAllByRole('option', { name: 'Grow A' });
    await user.selectOptions(within(dialog).getByLabelText('Product 1'), 'Grow A');
    await user.type(within(dialog).getByLabelText('Dose 1'), '2');
    await user.selectOptions(within(dialog).getByLabelText('Unit 1'), 'ml/L');
    await user.click(within(dialog).getByRole('button', { name: 'Remove product 2' }));
    await user.selectOptions(within(dialog).getByLabelText('Product 2'), 'CalMag');
    await user.type(within(dialog).getByLabelText('Dose 2'), '0.3');
    await user.selectOptions(within(dialog).getByLabelText('Unit 2'), 'g/L');
    await user.type(within(dialog).getByLabelText(/^Target EC/), '1.6');
    await user.type(within(dialog).getByLabelText(/^Target pH/), '6.1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toHaveLength(1);
    expect(JSON.parse(api.calls[0]!.slice('POST '.length))).toEqual({
      name: 'Bloom week 2',
      stage: 'flower',
      week: 2,
      items: [
        { productId: 'p-grow', dose: 2, unit: 'ml/L' },
        { productId: 'p-calmag', dose: 0.3, unit: 'g/L' },
      ],
      targetEc: 1.6,
      targetPh: 6.1,
      notes: '',
      archived: false,
    });
    expect(await screen.findByRole('article', { name: 'Bloom week 2' })).toHaveTextContent('CalMag0.3 g/L');
  });

  it('edits a recipe and keeps it when the server refuses a row, with the detail on that row', async () => {
    const api = fakeFeedingApi([GROW, CALMAG], [BLOOM3]);
    api.refuseWith(badRequest('body.items.1.productId', 'Unknown or archived product'));
    const { user } = renderPage(<RecipesTab staff />);
    await user.click(await screen.findByRole('button', { name: 'Edit Bloom week 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit recipe' });
    expect(within(dialog).getByLabelText('Dose 2')).toHaveValue('0.25');
    expect(within(dialog).getByLabelText('Unit 2')).toHaveValue('g/L');
    const dose = within(dialog).getByLabelText('Dose 1');
    await user.clear(dose);
    await user.type(dose, '1.75');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Unknown or archived product')).toBeInTheDocument();
    expect(dose).toHaveValue('1.75');
    expect(api.calls[0]).toMatch(/^PUT r-bloom3 /);
    expect(JSON.parse(api.calls[0]!.slice('PUT r-bloom3 '.length)).items[0]).toEqual({
      productId: 'p-grow',
      dose: 1.75,
      unit: 'ml/L',
    });
  });

  it('sends "6.0" typed into a target as 6 when the form is sent with Enter, and an emptied target as none', async () => {
    const api = fakeFeedingApi([GROW, CALMAG], [BLOOM3]);
    const { user } = renderPage(<RecipesTab staff />);
    await user.click(await screen.findByRole('button', { name: 'Edit Bloom week 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit recipe' });
    await user.clear(within(dialog).getByLabelText(/^Target EC/));
    await user.type(within(dialog).getByLabelText(/^Target pH/), '6.0{Enter}');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(JSON.parse(api.calls[0]!.slice('PUT r-bloom3 '.length))).toMatchObject({
      targetEc: null,
      targetPh: 6,
    });
  });

  it('says a deleted recipe that feeds name was archived instead', async () => {
    const api = fakeFeedingApi([GROW], [VEG1], ['r-veg1']);
    const { user } = renderPage(<RecipesTab staff />);
    await user.click(await screen.findByRole('button', { name: 'Delete Veg week 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the recipe?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Veg week 1 is named by feeds, so it was archived instead of deleted.',
    );
    expect(api.calls).toEqual(['DELETE r-veg1']);
  });

  it('shows a plain user the recipes with no write button', async () => {
    fakeFeedingApi([GROW], [VEG1]);
    renderPage(<RecipesTab staff={false} />);
    await screen.findByRole('article', { name: 'Veg week 1' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
