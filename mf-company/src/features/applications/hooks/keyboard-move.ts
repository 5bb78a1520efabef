import { applicationStatusLabel } from '@portal/shared';
import { useCallback, useState } from 'react';

/** A card being carried by keyboard: where it started and the stage it is over now. */
export interface Carry {
  cardId: string;
  name: string;
  from: string;
  over: string;
}

export interface Drop {
  cardId: string;
  name: string;
  from: string;
  to: string;
}

export interface KeyResult {
  carry: Carry | null;
  /** What the shared live region reads out, if anything. */
  announcement?: string;
  /** Set when the card was dropped on another stage. */
  drop?: Drop;
  /** Whether the key was used (the caller then prevents its default action). */
  handled: boolean;
}

const label = (status: string) => applicationStatusLabel(status, 'company');

/**
 * The board's keyboard moves: Space or Enter picks a card up, the left and right arrows choose a
 * stage among `targets`, Space or Enter drops it there, Escape puts it back. Pure, so every step
 * and what it announces is tested without a screen.
 */
export function keyboardMove(
  carry: Carry | null,
  key: string,
  card: { id: string; name: string; status: string },
  targets: readonly string[],
): KeyResult {
  const pickOrDrop = key === ' ' || key === 'Enter';
  if (!carry || carry.cardId !== card.id) {
    if (!pickOrDrop || !targets.includes(card.status)) return { carry, handled: false };
    return {
      carry: { cardId: card.id, name: card.name, from: card.status, over: card.status },
      announcement: `Picked up ${card.name} in ${label(card.status)}. Use the left and right arrow keys to choose a stage, Space to drop, Escape to cancel.`,
      handled: true,
    };
  }
  if (key === 'Escape') {
    return { carry: null, announcement: `Move cancelled. ${carry.name} stays in ${label(carry.from)}.`, handled: true };
  }
  if (key === 'ArrowRight' || key === 'ArrowLeft') {
    const at = targets.indexOf(carry.over);
    const next = targets[Math.min(Math.max(at + (key === 'ArrowRight' ? 1 : -1), 0), targets.length - 1)];
    return {
      carry: { ...carry, over: next },
      announcement: next === carry.over ? `${label(next)} is the last stage this way.` : `Over ${label(next)}.`,
      handled: true,
    };
  }
  if (pickOrDrop) {
    if (carry.over === carry.from) {
      return { carry: null, announcement: `${carry.name} stays in ${label(carry.from)}.`, handled: true };
    }
    return {
      carry: null,
      announcement: `Dropped ${carry.name} on ${label(carry.over)}.`,
      drop: { cardId: carry.cardId, name: carry.name, from: carry.from, to: carry.over },
      handled: true,
    };
  }
  // Tab and other keys keep working while a card is carried.
  return { carry, handled: false };
}

/** The carried card and a key handler for cards; drops go to `onDrop`, words to `announce`. */
export function useKeyboardMove(
  targets: readonly string[],
  announce: (message: string) => void,
  onDrop: (drop: Drop) => void,
) {
  const [carry, setCarry] = useState<Carry | null>(null);
  const onKeyDown = useCallback(
    (event: { key: string; preventDefault: () => void }, card: { id: string; name: string; status: string }) => {
      const result = keyboardMove(carry, event.key, card, targets);
      if (!result.handled) return;
      event.preventDefault();
      setCarry(result.carry);
      if (result.announcement) announce(result.announcement);
      if (result.drop) onDrop(result.drop);
    },
    [carry, targets, announce, onDrop],
  );
  return { carry, onKeyDown, cancel: () => setCarry(null) };
}
