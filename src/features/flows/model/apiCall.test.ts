import { describe, expect, it } from 'vitest';
import {
  apiCallSlots,
  checkBody,
  invalidMappings,
  readAnswer,
  renderBody,
  renderPath,
} from './apiCall';

const SLOTS = new Set(['order_number', 'email']);

describe('an API call’s body template', () => {
  it('is JSON with placeholders where values stand and inside strings', () => {
    for (const template of [
      '',
      '  ',
      '{"order": {order_number}}',
      '{"note": "Order {order_number} for {email}", "n": 1}',
      '[{order_number}, {email}]',
      '{\n  "order": {order_number},\n  "nested": {"email": {email}}\n}',
      '{"escaped": "a \\" {order_number}"}',
    ]) {
      expect(checkBody(template, SLOTS), template).toBeNull();
    }
  });

  it('names where it stops being JSON, in the template’s own characters', () => {
    expect(checkBody('{"order": {order_number},}', SLOTS)).toEqual({
      fault: 'syntax',
      position: 25,
    });
    expect(checkBody('{"order" {order_number}}', SLOTS)).toEqual({ fault: 'syntax', position: 9 });
    expect(checkBody('{"a": 1} trailing', SLOTS)?.fault).toBe('syntax');
    expect(checkBody('{"a": "unclosed}', SLOTS)?.fault).toBe('syntax');
    // An object is not a placeholder: `{"a":1}` stays JSON, `{a}` outside a string is a slot.
    expect(checkBody('{"wrap": {"a": 1}}', SLOTS)).toBeNull();
    // A comment is not JSON, even though some parsers take it.
    expect(checkBody('{"a": 1 // note\n}', SLOTS)?.fault).toBe('syntax');
  });

  it('names a slot the flow never fills, at its placeholder', () => {
    expect(checkBody('{"a": {email}, "b": "{plan}"}', SLOTS)).toEqual({
      fault: 'unknown_slot',
      position: 21,
      name: 'plan',
    });
    // Without the flow's slots only the JSON is checked.
    expect(checkBody('{"b": {plan}}')).toBeNull();
  });

  it('puts values in as JSON strings, escaped inside strings', () => {
    const slots = { order_number: 'A-1', email: 'x"y\\z\n' };
    const body = renderBody('{"order": {order_number}, "note": "for {email}!"}', slots);
    expect(JSON.parse(body!)).toEqual({ order: 'A-1', note: 'for x"y\\z\n!' });
    // An unset slot is empty, as in texts.
    expect(JSON.parse(renderBody('[{missing}]', {})!)).toEqual(['']);
    expect(renderBody('', slots)).toBeNull();
    expect(renderBody(undefined, slots)).toBeNull();
  });

  it('lists the slots the path and body read, once each', () => {
    expect(
      apiCallSlots({
        path: '/orders/{order_number}?mail={email}',
        body: '{"a": {email}, "b": "{plan}"}',
      }),
    ).toEqual(['order_number', 'email', 'plan']);
  });
});

describe('an API call’s path', () => {
  it('URL-encodes the slots’ values', () => {
    expect(
      renderPath('/orders/{order_number}?q={email}', { order_number: 'A 1/2', email: 'a&b' }),
    ).toBe('/orders/A%201%2F2?q=a%26b');
  });
});

describe('response mappings', () => {
  const answer = {
    order: { status: 'shipped', items: [{ name: 'Headset', quantity: 2 }], paid: true },
    total: 12.5,
    nothing: null,
  };

  it('take text as it is, numbers and yes/no as text, objects and lists as JSON', () => {
    expect(readAnswer(answer, 'order.status')).toBe('shipped');
    expect(readAnswer(answer, 'order.items[0].name')).toBe('Headset');
    expect(readAnswer(answer, 'order.items[0].quantity')).toBe('2');
    expect(readAnswer(answer, 'order.paid')).toBe('true');
    expect(readAnswer(answer, 'total')).toBe('12.5');
    expect(readAnswer(answer, 'order.items')).toBe('[{"name":"Headset","quantity":2}]');
  });

  it('find nothing where the answer has nothing, nor in what every object inherits', () => {
    expect(readAnswer(answer, 'order.missing')).toBeUndefined();
    expect(readAnswer(answer, 'order.items[3].name')).toBeUndefined();
    expect(readAnswer(answer, 'nothing')).toBeUndefined();
    expect(readAnswer(answer, 'order.status.length')).toBeUndefined();
    expect(readAnswer(answer, 'order.constructor')).toBeUndefined();
    expect(readAnswer(answer, 'order.items.length')).toBeUndefined();
    expect(readAnswer('text', 'a')).toBeUndefined();
  });

  it('are refused without a path of keys and indexes or without a slot', () => {
    expect(
      invalidMappings([
        { path: 'order.status', slot: 'order_status' },
        { path: 'order..status', slot: 'x' },
        { path: 'items[a]', slot: 'x' },
        { path: 'order.status', slot: '' },
        { path: '', slot: 'x' },
        { path: 'a-b.$c[2][0]', slot: 'Bad' },
        { path: 'a-b.$c[2][0]', slot: 'good' },
      ]),
    ).toEqual([1, 2, 3, 4, 5]);
    expect(invalidMappings(undefined)).toEqual([]);
  });
});
