import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_VPD_TARGETS, type Site } from '@canopy/shared/schemas/site';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { SiteSettingsForm } from './site-settings-form';

const site: Site = {
  name: 'North farm',
  timeZone: 'UTC',
  weightUnit: 'g',
  vpdTargets: DEFAULT_VPD_TARGETS,
  qualityCriteria: ['aroma', 'density', 'trichomes', 'effect'],
  updatedAt: null,
};

const criteriaField = () => screen.findByRole('combobox', { name: 'Quality criteria' });
/** The criteria the field holds, as its tags show them. */
const tags = (container: HTMLElement) =>
  [...container.querySelectorAll('.mantine-TagsInput-pill')].map((pill) => pill.textContent);

/** Answers the site's save with the site it makes, after `wait` ms; returns the bodies sent, in order. */
function serveSaves(wait = 0): Partial<Site>[] {
  const saved: Partial<Site>[] = [];
  server.use(
    http.put('*/api/site', async ({ request }) => {
      const body = (await request.json()) as Partial<Site>;
      saved.push(body);
      if (wait > 0) await delay(wait);
      return HttpResponse.json({ ...site, ...body, updatedAt: '2026-12-01T08:00:00.000Z' });
    }),
  );
  return saved;
}

describe('SiteSettingsForm', () => {
  it("edits the quality criteria as typed and saves them with the site's other settings", async () => {
    logInAs({ role: 'admin' });
    const saved = serveSaves();
    server.use(http.get('*/api/*', () => HttpResponse.json({}, { status: 404 })));
    const { user, container } = renderPage(<SiteSettingsForm site={site} />);
    const field = await criteriaField();
    expect(tags(container)).toEqual(['aroma', 'density', 'trichomes', 'effect']);
    await user.type(field, 'Terpene profile{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      name: 'North farm',
      weightUnit: 'g',
      qualityCriteria: ['aroma', 'density', 'trichomes', 'effect', 'Terpene profile'],
    });
    expect(await screen.findByText('The site settings are saved.')).toBeInTheDocument();
  });

  it('asks for at least one criterion before calling the server', async () => {
    logInAs({ role: 'admin' });
    const put = vi.fn();
    server.use(http.put('*/api/site', put));
    const { user, container } = renderPage(
      <SiteSettingsForm site={{ ...site, qualityCriteria: ['aroma'] }} />,
    );
    await user.click(await criteriaField());
    await user.keyboard('{Backspace}');
    expect(tags(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it("edits each stage's VPD target, says the steering panels use them, and keeps the stages it does not show", async () => {
    logInAs({ role: 'admin' });
    const saved = serveSaves();
    const kept = { ...DEFAULT_VPD_TARGETS, dry: { min: 0.9, max: 1.1 } };
    const { user } = renderPage(<SiteSettingsForm site={{ ...site, vpdTargets: kept }} />);
    const targets = await screen.findByRole('group', { name: 'VPD targets (kPa)' });
    expect(targets).toHaveAccessibleDescription(
      "Each room's crop steering panel counts the share of a day its VPD stayed inside the target of the day's stage: its “VPD in target” column.",
    );
    expect(screen.getByRole('textbox', { name: 'Propagation: from' })).toHaveValue('0.4');
    const flowerTo = screen.getByRole('textbox', { name: 'Flower: to' });
    await user.clear(flowerTo);
    await user.type(flowerTo, '1.45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.vpdTargets).toEqual({
      propagation: { min: 0.4, max: 0.8 },
      veg: { min: 0.8, max: 1.2 },
      flower: { min: 1.2, max: 1.45 },
      dry: { min: 0.9, max: 1.1 },
    });
  });

  it('refuses a target whose end is below its start, and a half-filled one, before calling the server', async () => {
    logInAs({ role: 'admin' });
    const put = vi.fn();
    server.use(http.put('*/api/site', put));
    const { user } = renderPage(<SiteSettingsForm site={site} />);
    const vegTo = await screen.findByRole('textbox', { name: 'Veg: to' });
    await user.clear(vegTo);
    await user.type(vegTo, '0.5');
    await user.clear(screen.getByRole('textbox', { name: 'Flower: from' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must not be below the start.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Veg: to' })).toHaveAccessibleDescription(
      'The end must not be below the start.',
    );
    expect(screen.getByRole('textbox', { name: 'Flower: from' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(put).not.toHaveBeenCalled();
  });

  it('saves with Enter in the name field, and holds the button while it saves', async () => {
    logInAs({ role: 'admin' });
    const saved = serveSaves(200);
    const { user } = renderPage(<SiteSettingsForm site={site} />);
    const name = await screen.findByRole('textbox', { name: /^Site name/ });
    await user.clear(name);
    await user.type(name, 'South farm{Enter}');
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      name: 'South farm',
      timeZone: 'UTC',
      weightUnit: 'g',
      vpdTargets: DEFAULT_VPD_TARGETS,
      qualityCriteria: ['aroma', 'density', 'trichomes', 'effect'],
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(await screen.findByText('The site settings are saved.')).toBeInTheDocument();
  });

  it('shows an unknown time zone beside the zone and a server detail beside its target', async () => {
    logInAs({ role: 'admin' });
    let answer = () =>
      HttpResponse.json({ error: 'Bad zone', code: 'site.invalid_time_zone' }, { status: 400 });
    server.use(http.put('*/api/site', () => answer()));
    const { user } = renderPage(<SiteSettingsForm site={site} />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('combobox', { name: 'Time zone' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose a time zone from the list.') as unknown as string,
    );
    answer = () =>
      HttpResponse.json(
        {
          error: 'Invalid request',
          code: 'validation.failed',
          details: [{ path: 'body.vpdTargets.veg.min', message: 'Too low for veg' }],
        },
        { status: 400 },
      );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Veg: from' })).toHaveAccessibleDescription(
        'Too low for veg',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a criterion too long beside the criteria, and a lost connection above the form', async () => {
    logInAs({ role: 'admin' });
    server.use(http.put('*/api/site', () => HttpResponse.error()));
    const { user, container } = renderPage(<SiteSettingsForm site={site} />);
    await user.type(await criteriaField(), `${'x'.repeat(41)}{Enter}`);
    expect(tags(container)).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await criteriaField()).toHaveAccessibleDescription(
      expect.stringContaining('This is too long') as unknown as string,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(await criteriaField());
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server cannot be reached. Check your connection and try again.',
    );
  });
});
