import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminHeaders } from './api.ts';

/** The id of a simulated climate controller by its device name (e.g. 'Flower_Room_A'). */
export async function climateDeviceId(request: APIRequestContext, name: string): Promise<string> {
  const headers = await adminHeaders(request);
  const devices = (await (await request.get('/api/devices/active', { headers })).json()) as {
    id: string;
    name?: string;
  }[];
  const device = devices.find((d) => d.name === name);
  if (!device) throw new Error(`no climate device named ${name}`);
  return device.id;
}

/** Creates a plain user once; later calls find it by its failing duplicate create. */
export async function ensurePlainUser(
  request: APIRequestContext,
  user: { email: string; password: string },
): Promise<void> {
  const headers = await adminHeaders(request);
  const response = await request.post('/api/admin/users', { headers, data: { ...user, role: 'user' } });
  if (!response.ok() && response.status() !== 409) {
    throw new Error(`user not created: ${response.status()} ${await response.text()}`);
  }
}

/**
 * On /devices, scrolls to the page's end, where the staff's firmware form is drawn once it comes near the
 * viewport, and returns that form (absent for a plain user).
 */
export async function scrollToFlashForm(page: Page): Promise<Locator> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  return page.locator('section[aria-labelledby="firmware-flash-title"]');
}
