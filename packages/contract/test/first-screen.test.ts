import { describe, expect, it } from 'vitest';
import { drawingSlot, drawnIf, fillDrawing } from '../src/first-screen';

const drawing = [
  drawnIf('phone', `<a href="${drawingSlot('phoneHref')}">${drawingSlot('phone')}</a>`),
  drawnIf('address', `<span>${drawingSlot('address')}</span>`),
  drawnIf('demo', '<i>(demo)</i>'),
].join('');

describe('fillDrawing', () => {
  it("puts each slot's value in its place, escaped, and keeps what is drawn only with a value", () => {
    expect(
      fillDrawing(drawing, { phone: '+998 71 200-00-00', phoneHref: 'tel:+998712000000', address: 'A & "B" <C>' }),
    ).toBe('<a href="tel:+998712000000">+998 71 200-00-00</a><span>A &amp; &quot;B&quot; &lt;C&gt;</span>');
  });

  it('puts a value in as it is written, `$&` and the like included', () => {
    expect(fillDrawing(drawing, { address: "Bino $& $' $$ 4" })).toBe("<span>Bino $&amp; $' $$ 4</span>");
  });

  it('leaves out, whole, what is drawn for a slot without a value, or with an empty one', () => {
    expect(fillDrawing(drawing, { address: '', demo: 'yes' })).toBe('<i>(demo)</i>');
    expect(fillDrawing(`${drawing}${drawing}`, { demo: 'yes' })).toBe('<i>(demo)</i><i>(demo)</i>');
    expect(fillDrawing(drawing, {})).toBe('');
  });
});
