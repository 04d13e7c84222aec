import { ids } from '../device-fixtures.ts';
import type { TestContext } from '../test-app.ts';
import type { Callers } from './access-world.ts';

/** Stage climate profiles (DESIGN 24) the access matrix points at; fresh ones for calls that change them. */
export interface ProfilesWorld {
  profileBody(): object;
  profileId: string;
  freshProfile(): Promise<string>;
  /** A room holding the world's climate controller: a profile can be applied to it. */
  controllerRoomId: string;
}

export async function createProfilesWorld(
  t: TestContext,
  callers: Callers,
  unique: () => string,
): Promise<ProfilesWorld> {
  const asAdmin = async <T>(url: string, payload: object): Promise<T> => {
    const response = await t.app.inject({ method: 'POST', url, payload, headers: callers.admin.auth });
    if (response.statusCode >= 300)
      throw new Error(`world setup ${url}: ${response.statusCode} ${response.body}`);
    return response.json<T>();
  };
  const limits = {
    temperature: { min: 20, max: 26 },
    humidity: { min: 50, max: 60 },
    co2: { min: 400, max: 900 },
  };
  const profileBody = () => ({ name: `Profile ${unique()}`, stage: 'veg', day: limits, night: limits });
  const freshProfile = async () =>
    (await asAdmin<{ _id: string }>('/api/climate-profiles', profileBody()))._id;
  const room = await asAdmin<{ _id: string }>('/api/rooms', {
    name: `Controlled ${unique()}`,
    kind: 'veg',
    deviceIds: [ids.veg],
  });
  return { profileBody, profileId: await freshProfile(), freshProfile, controllerRoomId: room._id };
}
