import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './listbox.css';

export interface ListboxOption {
  value: string;
  /** What the option shows and what a screen reader reads. */
  label: ReactNode;
  /** Read instead of `label` where it shows more than words (« mardi 23 mars, 6 créneaux »). */
  accessibleLabel?: string;
  disabled?: boolean;
}

interface ListboxProps {
  /** The id of the element that names the list (a heading). */
  labelledBy: string;
  options: readonly ListboxOption[];
  selected: string | null;
  onSelect(value: string): void;
  /** A row of days scrolls sideways; a set of times wraps. */
  orientation?: 'horizontal' | 'wrap';
  /** Moving with the arrow keys selects too (days); otherwise Enter or Space does (times, which hold a slot). */
  selectOnFocus?: boolean;
  className?: string;
}

/**
 * A single-choice listbox (WAI-ARIA's pattern): one tab stop, the arrow keys, Home and End move between options,
 * Enter or Space (or a tap) chooses. Disabled options are skipped.
 */
export function Listbox({
  labelledBy,
  options,
  selected,
  onSelect,
  orientation = 'wrap',
  selectOnFocus = false,
  className,
}: ListboxProps) {
  const enabled = options.filter((o) => !o.disabled);
  const [active, setActive] = useState<string | null>(null);
  // The tab stop: the option last moved to, else the chosen one, else the first one enabled.
  const current =
    (active && enabled.some((o) => o.value === active) && active) ||
    (selected && enabled.some((o) => o.value === selected) && selected) ||
    enabled[0]?.value;
  const refs = useRef(new Map<string, HTMLElement>());

  const moveTo = (value: string) => {
    setActive(value);
    refs.current.get(value)?.focus();
    if (selectOnFocus) onSelect(value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((o) => o.value === current);
    const last = enabled.length - 1;
    const target = {
      ArrowRight: Math.min(index + 1, last),
      ArrowDown: Math.min(index + 1, last),
      ArrowLeft: Math.max(index - 1, 0),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: last,
    }[event.key];
    if (target !== undefined && enabled[target]) {
      event.preventDefault();
      moveTo(enabled[target].value);
    } else if ((event.key === 'Enter' || event.key === ' ') && current) {
      event.preventDefault();
      onSelect(current);
    }
  };

  return (
    <div
      role="listbox"
      aria-labelledby={labelledBy}
      aria-orientation={orientation === 'horizontal' ? 'horizontal' : undefined}
      className={['listbox', `listbox--${orientation}`, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {options.map((option) => (
        <div
          key={option.value}
          ref={(element) => {
            if (element) refs.current.set(option.value, element);
            else refs.current.delete(option.value);
          }}
          role="option"
          aria-selected={option.value === selected}
          aria-disabled={option.disabled || undefined}
          aria-label={option.accessibleLabel}
          data-value={option.value}
          tabIndex={option.value === current ? 0 : -1}
          className="listbox__option"
          onClick={() => {
            if (option.disabled) return;
            setActive(option.value);
            onSelect(option.value);
          }}
        >
          {option.label}
        </div>
      ))}
    </div>
  );
}
