import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { DeviceCropLine } from './device-crop-line';

const crop = {
  roomId: 'room-a',
  roomName: 'Flower Room A',
  run: { runId: 'r1', code: 'R-2026-014', stage: 'flower' as const, dayOfStage: 23, plannedDays: 63 },
};

describe('DeviceCropLine', () => {
  it('names the room and "Run R-2026-014 · Flower day 23 of 63", each a link', async () => {
    renderPage(<DeviceCropLine crop={crop} />);
    expect(await screen.findByRole('link', { name: 'Room Flower Room A' })).toHaveAttribute(
      'href',
      '/rooms/room-a',
    );
    expect(screen.getByRole('link', { name: 'Run R-2026-014 · Flower day 23 of 63' })).toHaveAttribute(
      'href',
      '/runs/r1',
    );
  });

  it('names only the room when no plants grow in it, and the stage alone once a group is done', async () => {
    const { unmount } = renderPage(<DeviceCropLine crop={{ ...crop, run: null }} />);
    expect(await screen.findByRole('link', { name: 'Room Flower Room A' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Run/ })).not.toBeInTheDocument();
    unmount();
    renderPage(<DeviceCropLine crop={{ ...crop, run: { ...crop.run, stage: 'done', plannedDays: null } }} />);
    expect(await screen.findByRole('link', { name: 'Run R-2026-014 · Done' })).toBeInTheDocument();
  });

  it('shows nothing for a device in no room or from a server without the field', async () => {
    const { container } = renderPage(
      <div data-testid="holder">
        <DeviceCropLine crop={null} />
        <DeviceCropLine crop={undefined} />
      </div>,
    );
    expect(await screen.findByTestId('holder')).toBeEmptyDOMElement();
    expect(container.querySelector('a')).toBeNull();
  });

  it('keeps the run code whole inside Hebrew text', async () => {
    renderPage(<DeviceCropLine crop={crop} />, { language: 'he' });
    const link = await screen.findByRole('link', { name: 'מחזור R-2026-014 · פריחה יום 23 מתוך 63' });
    expect(link.querySelector('bdi')).toHaveTextContent('R-2026-014');
  });
});
