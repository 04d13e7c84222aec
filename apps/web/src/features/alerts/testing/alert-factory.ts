// The alert factory lives in testing/ so that other features' tests (a climate card's alert badge) use it too.
export { alert, DEVICE_ID, page } from '../../../testing/devices/alert-factory';
