import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { SegmentedChoice } from './segmented-choice';

const SIZES = [
  { value: 'small', label: 'Small' },
  { value: 'large', label: 'Large' },
  { value: 'huge', label: 'Huge' },
] as const;

function Sizes({ onChange }: { onChange?: (value: string) => void }) {
  const [size, setSize] = useState<(typeof SIZES)[number]['value']>('small');
  return (
    <SegmentedChoice
      aria-label="Size"
      data={SIZES}
      value={size}
      onChange={(value) => {
        setSize(value);
        onChange?.(value);
      }}
    />
  );
}

describe('SegmentedChoice', () => {
  it('is a named radio group whose checked radio is the value', () => {
    renderWithProviders(<Sizes />);
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group).toContainElement(screen.getByRole('radio', { name: 'Small' }));
    expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Large' })).not.toBeChecked();
  });

  it('hands the chosen value over when a label is pressed', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Sizes onChange={onChange} />);
    await userEvent.click(screen.getByText('Huge'));
    expect(onChange).toHaveBeenCalledWith('huge');
    expect(screen.getByRole('radio', { name: 'Huge' })).toBeChecked();
  });

  it('moves the choice with the arrow keys, as any radio group', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Sizes onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Small' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('large');
    expect(screen.getByRole('radio', { name: 'Large' })).toHaveFocus();
  });

  it('gives each group its own radio name, so two groups on a page do not share a choice', () => {
    renderWithProviders(
      <>
        <SegmentedChoice aria-label="First" data={SIZES} value="small" onChange={() => {}} />
        <SegmentedChoice aria-label="Second" data={SIZES} value="large" onChange={() => {}} />
      </>,
    );
    const [first, second] = screen.getAllByRole('radio', { name: 'Small' });
    expect(first).toHaveAttribute('name');
    expect(first!.getAttribute('name')).not.toBe(second!.getAttribute('name'));
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(2);
  });
});
