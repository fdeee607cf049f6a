/**
 * After a Monter / Descendre move, keeps the keyboard where it was: on the moved item's button for the same
 * direction, or on the other one once the item has reached that end (a disabled button cannot hold focus).
 */
export function focusMoveButton(item: Element | null | undefined, delta: -1 | 1): void {
  const wanted = item?.querySelector<HTMLButtonElement>(`[data-move="${delta < 0 ? 'up' : 'down'}"]`);
  const other = item?.querySelector<HTMLButtonElement>(`[data-move="${delta < 0 ? 'down' : 'up'}"]`);
  (wanted && !wanted.disabled ? wanted : other)?.focus();
}
