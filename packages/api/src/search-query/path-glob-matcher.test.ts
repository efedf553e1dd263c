import { describe, expect, it } from 'vitest';
import { PathGlobMatcher } from './path-glob-matcher.js';

function matches(patterns: string[], path: string): boolean {
  const matcher = new PathGlobMatcher(patterns);
  return matcher.accepts(matcher.step(matcher.start, path));
}

function alive(patterns: string[], path: string): boolean {
  const matcher = new PathGlobMatcher(patterns);
  return !matcher.isDead(matcher.step(matcher.start, path));
}

describe('PathGlobMatcher', () => {
  it.each([
    [['name'], 'name', true],
    [['name'], 'names', false],
    [['name'], 'name.first', true],
    [['*.sgn'], 'sgn', false],
    [['*.sgn'], 'configurable_children.sgn', true],
    [['*.sgn'], 'a.b.sgn', true],
    [['*image'], 'image', true],
    [['*image'], 'small_image', true],
    [['*image'], 'media_gallery.image', true],
    [['*image'], 'image_label', false],
    [['*'], 'anything.at.all', true],
    [['a*c'], 'abbc', true],
    [['a*c'], 'ab', false],
    [['a**b'], 'ab', true],
    [['Name'], 'name', false],
  ])('%j matches %s: %s', (patterns, path, expected) => {
    expect(matches(patterns, path)).toBe(expected);
  });

  it('stays alive while a longer path could still match', () => {
    expect(alive(['category.name'], 'category')).toBe(true);
    expect(alive(['category.name'], 'categories')).toBe(false);
    expect(alive(['*.id'], 'children_data')).toBe(true);
    expect(alive([], 'x')).toBe(false);
  });

  it('steps key by key like a whole path', () => {
    const matcher = new PathGlobMatcher(['a.b.c']);
    const state = matcher.step(matcher.step(matcher.step(matcher.start, 'a'), '.'), 'b.c');
    expect(matcher.accepts(state)).toBe(true);
  });
});
