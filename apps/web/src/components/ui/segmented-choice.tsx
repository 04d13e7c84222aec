import { useId, type CSSProperties, type ReactNode } from 'react';
import './segmented-choice.css';

export interface SegmentedChoiceItem<T extends string> {
  value: T;
  label: ReactNode;
}

export interface SegmentedChoiceProps<T extends string> {
  data: readonly SegmentedChoiceItem<T>[];
  value: T;
  onChange: (value: T) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Stretches the choices over the whole width. */
  fullWidth?: boolean;
  orientation?: 'horizontal' | 'vertical';
  style?: CSSProperties;
}

/**
 * A radio group drawn as one strip of choices (a view, a range, a filter). It is a plain radio group:
 * the arrow keys move the choice, and a screen reader names the group and each choice.
 */
export function SegmentedChoice<T extends string>({
  data,
  value,
  onChange,
  fullWidth,
  orientation = 'horizontal',
  style,
  ...labelling
}: SegmentedChoiceProps<T>): ReactNode {
  const name = useId();
  const classes = ['canopy-segmented'];
  if (fullWidth) classes.push('canopy-segmented-full');
  if (orientation === 'vertical') classes.push('canopy-segmented-vertical');
  return (
    <div role="radiogroup" className={classes.join(' ')} style={style} {...labelling}>
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        return (
          <div className="canopy-segmented-control" key={item.value}>
            <input
              className="canopy-segmented-input"
              type="radio"
              name={name}
              id={id}
              value={item.value}
              checked={item.value === value}
              onChange={() => onChange(item.value)}
            />
            <label className="canopy-segmented-label" htmlFor={id}>
              {item.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
