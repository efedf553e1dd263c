import { describe, expect, it } from 'vitest';
import { IMPORT_USAGE, parseImportArgs } from './import-cli-args.js';

describe('parseImportArgs', () => {
  it('collects files with defaults for every option', () => {
    expect(parseImportArgs(['a.json', 'b.json'])).toEqual({
      kind: 'run',
      options: { files: ['a.json', 'b.json'], replace: false, dryRun: false },
    });
  });

  it('reads flags before, between and after files, with a space or = before values', () => {
    expect(
      parseImportArgs([
        '--replace',
        'a.json',
        '--index',
        'vue_storefront_catalog_de',
        'b.json',
        '--entity=product',
        '--dry-run',
        '--database=/tmp/x.sqlite',
      ]),
    ).toEqual({
      kind: 'run',
      options: {
        files: ['a.json', 'b.json'],
        index: 'vue_storefront_catalog_de',
        entity: 'product',
        database: '/tmp/x.sqlite',
        replace: true,
        dryRun: true,
      },
    });
  });

  it('takes everything after -- as files', () => {
    expect(parseImportArgs(['--', '--odd-name.json', '-'])).toMatchObject({
      kind: 'run',
      options: { files: ['--odd-name.json', '-'] },
    });
  });

  it('answers --help and -h with help', () => {
    expect(parseImportArgs(['a.json', '--help'])).toEqual({ kind: 'help' });
    expect(parseImportArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], /no files/],
    [['--replace'], /no files/],
    [['--force', 'a.json'], /unknown option --force/],
    [['-x', 'a.json'], /unknown option -x/],
    [['a.json', '--index'], /--index needs a value/],
    [['--index', '--replace', 'a.json'], /--index needs a value/],
    [['--database=', 'a.json'], /--database needs a value/],
    [['--dry-run=yes', 'a.json'], /--dry-run takes no value/],
    [['--entity', 'widget', 'a.json'], /unknown entity type "widget"; expected one of: product/],
  ])('rejects %j as bad usage', (argv, message) => {
    const result = parseImportArgs(argv);
    expect(result.kind).toBe('usage');
    expect(result.kind === 'usage' && result.message).toMatch(message);
  });

  it('documents every option in the usage text', () => {
    for (const flag of ['--index', '--entity', '--replace', '--dry-run', '--database', '--help']) {
      expect(IMPORT_USAGE).toContain(flag);
    }
  });
});
