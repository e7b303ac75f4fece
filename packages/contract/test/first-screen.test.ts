import { describe, expect, it } from 'vitest';
import { drawingSlot, drawnIf, fillDrawing, requestSlotsIn } from '../src/first-screen';

const drawing = [
  drawnIf('phone', `<a href="${drawingSlot('phoneHref')}">${drawingSlot('phone')}</a>`),
  drawnIf('address', `<span>${drawingSlot('address')}</span>`),
  drawnIf('demo', '<i>(demo)</i>'),
].join('');

describe('fillDrawing', () => {
  it("puts each slot's value in its place, escaped, and keeps what is drawn only with a value", () => {
    expect(
      fillDrawing(drawing, {
        phone: '+998 71 200-00-00',
        phoneHref: 'tel:+998712000000',
        address: 'A & "B" <C>',
        demo: undefined,
      }),
    ).toBe('<a href="tel:+998712000000">+998 71 200-00-00</a><span>A &amp; &quot;B&quot; &lt;C&gt;</span>');
  });

  it('puts a value in as it is written, `$&` and the like included', () => {
    expect(fillDrawing(drawing, { phone: undefined, address: "Bino $& $' $$ 4", demo: undefined })).toBe(
      "<span>Bino $&amp; $' $$ 4</span>",
    );
  });

  it('leaves out, whole, what is drawn for a slot without a value, or with an empty one', () => {
    const none = { phone: undefined, phoneHref: undefined, address: '' };
    expect(fillDrawing(drawing, { ...none, demo: 'yes' })).toBe('<i>(demo)</i>');
    expect(fillDrawing(`${drawing}${drawing}`, { ...none, demo: 'yes' })).toBe('<i>(demo)</i><i>(demo)</i>');
    expect(fillDrawing(drawing, { ...none, demo: undefined })).toBe('');
  });

  it('leaves the slots it is not given for a later fill', () => {
    const contactsFilled = fillDrawing(drawing, { phone: '+998', phoneHref: 'tel:+998' });
    expect(contactsFilled).toBe(
      `<a href="tel:+998">+998</a>${drawnIf('address', '<span>{{address}}</span>')}${drawnIf('demo', '<i>(demo)</i>')}`,
    );
    expect(fillDrawing(contactsFilled, { address: 'Tashkent', demo: undefined })).toBe(
      '<a href="tel:+998">+998</a><span>Tashkent</span>',
    );
  });

  it('writes a `{` as a character reference, so a value cannot make a slot of its own', () => {
    const filled = fillDrawing(drawing, { phone: undefined, address: '{{memberPhone}}', demo: undefined });
    expect(filled).toBe('<span>&#123;&#123;memberPhone}}</span>');
    expect(requestSlotsIn(filled)).toEqual([]);
  });
});

describe('requestSlotsIn', () => {
  it('names the slots filled for each request that a drawing holds', () => {
    expect(requestSlotsIn(drawing)).toEqual([]);
    expect(requestSlotsIn(`${drawnIf('editable', 'a')}${drawnIf('readOnly', 'b')}`)).toEqual(['editable', 'readOnly']);
    expect(requestSlotsIn(`<b>${drawingSlot('memberPhone')}</b>`)).toEqual(['memberPhone']);
  });
});
