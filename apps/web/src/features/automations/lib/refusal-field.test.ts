import { describe, expect, it } from 'vitest';
import { refusalField } from './refusal-field';

describe('refusalField', () => {
  it("places a save's and a preview's details on the draft's fields", () => {
    expect(refusalField('body.trigger.value')).toBe('trigger.value');
    expect(refusalField('body.automation.actions.1.deviceId')).toBe('actions.1.deviceId');
    expect(refusalField('body.actions.0.arg')).toBe('actions.0.args');
    expect(refusalField('body.trigger.blocks.0.days.3')).toBe('trigger.blocks.0.days');
    expect(refusalField('body.conditions.2.to')).toBe('conditions.2.to');
  });

  it('leaves what the form shows no field for to the notice above it', () => {
    expect(refusalField('body')).toBeNull();
    expect(refusalField('body.from')).toBeNull();
    expect(refusalField('body.trigger.unknown')).toBeNull();
  });
});
