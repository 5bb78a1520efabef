import { keyboardMove, type Carry } from './keyboard-move';

const TARGETS = ['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected'];
const card = { id: 'a1', name: 'Jordan Lee', status: 'reviewing' };

function press(keys: string[], start: Carry | null = null) {
  let carry = start;
  const said: string[] = [];
  let drop;
  for (const key of keys) {
    const result = keyboardMove(carry, key, card, TARGETS);
    carry = result.carry;
    if (result.announcement) said.push(result.announcement);
    if (result.drop) drop = result.drop;
  }
  return { carry, said, drop };
}

describe('keyboard moves on the pipeline board', () => {
  it('picks a card up with Space and says how to move it', () => {
    const { carry, said } = press([' ']);
    expect(carry).toEqual({ cardId: 'a1', name: 'Jordan Lee', from: 'reviewing', over: 'reviewing' });
    expect(said).toEqual([
      'Picked up Jordan Lee in Under Review. Use the left and right arrow keys to choose a stage, Space to drop, Escape to cancel.',
    ]);
  });

  it('moves right to Interview and drops it there with Enter', () => {
    const { carry, said, drop } = press([' ', 'ArrowRight', 'Enter']);
    expect(drop).toEqual({ cardId: 'a1', name: 'Jordan Lee', from: 'reviewing', to: 'interview' });
    expect(carry).toBeNull();
    expect(said.slice(1)).toEqual(['Over Interview.', 'Dropped Jordan Lee on Interview.']);
  });

  it('reads the company label of a new application and stops at the first stage', () => {
    const { said } = press([' ', 'ArrowLeft', 'ArrowLeft']);
    expect(said.slice(1)).toEqual(['Over New.', 'New is the last stage this way.']);
  });

  it('puts the card back on Escape without a move', () => {
    const { carry, said, drop } = press([' ', 'ArrowRight', 'Escape']);
    expect(drop).toBeUndefined();
    expect(carry).toBeNull();
    expect(said.at(-1)).toBe('Move cancelled. Jordan Lee stays in Under Review.');
  });

  it('dropping on its own stage moves nothing', () => {
    const { drop, said } = press([' ', 'ArrowRight', 'ArrowLeft', ' ']);
    expect(drop).toBeUndefined();
    expect(said.at(-1)).toBe('Jordan Lee stays in Under Review.');
  });

  it('leaves other keys alone, and never picks up a withdrawn application', () => {
    expect(keyboardMove(null, 'Tab', card, TARGETS).handled).toBe(false);
    expect(keyboardMove(null, 'ArrowRight', card, TARGETS).handled).toBe(false);
    const withdrawn = keyboardMove(null, ' ', { ...card, status: 'withdrawn' }, TARGETS);
    expect(withdrawn).toEqual({ carry: null, handled: false });
  });
});
