import { CATALOG_ENTITY_TYPES, isCatalogEntityType } from '@storefront/core';

export interface ImportCliOptions {
  files: string[];
  index?: string;
  entity?: string;
  database?: string;
  replace: boolean;
  dryRun: boolean;
}

export type ParsedImportArgs =
  { kind: 'run'; options: ImportCliOptions } | { kind: 'help' } | { kind: 'usage'; message: string };

export const IMPORT_USAGE = `Usage: npm run import -- [options] <file...>

Imports vue-storefront-api catalogue dumps into the storefront database, all files in one transaction.

Files:
  Elasticsearch dumps (elasticdump NDJSON, one {_index,_type,_id,_source} per line), one entity or all entities per
  file: the entity comes from _type, or from the index name (vue_storefront_catalog_de_category).
  JSON arrays of documents (products.json, categories.json, attributes.json, ...): the entity comes from the file
  name or from --entity; the index is the configured default index unless --index is given. JSON arrays are read
  into memory whole (up to a few hundred MB); NDJSON is streamed, so use it for large catalogues.
  The index a dump names is mapped to the configured index it belongs to: the same name, or that name plus a
  timestamp or version (vue_storefront_catalog1507151193738, vue_storefront_catalog_de_1587031505). A name that
  belongs to no configured index, or to more than one, stops the import: choose with --index.

Options:
  --index <name>     write into this index (one of config catalog.indices), whatever the dumps say
  --entity <type>    treat every document as this entity type (product, category, attribute, taxrule, review,
                     cms_page, cms_block)
  --replace          empty each index/entity the import touches before writing it, so documents missing from the
                     files disappear (default: add or update by id); a file that looks cut off (an incomplete
                     download) or has a line that is not valid JSON then stops the whole import
  --dry-run          parse and report without writing anything
  --database <file>  SQLite file to write (default: config databaseFile, env DATABASE_FILE)
  -h, --help         show this text

Exit code: 0 when documents were imported (even if some lines were skipped), 1 when none were or on an error,
2 on bad usage.`;

const VALUE_FLAGS = { '--index': 'index', '--entity': 'entity', '--database': 'database' } as const;
const BOOLEAN_FLAGS = { '--replace': 'replace', '--dry-run': 'dryRun' } as const;

function isValueFlag(name: string): name is keyof typeof VALUE_FLAGS {
  return Object.hasOwn(VALUE_FLAGS, name);
}

function isBooleanFlag(name: string): name is keyof typeof BOOLEAN_FLAGS {
  return Object.hasOwn(BOOLEAN_FLAGS, name);
}

/** Parses `--flag value`, `--flag=value` and `--` (everything after it is a file, even when it starts with `-`). */
export function parseImportArgs(argv: readonly string[]): ParsedImportArgs {
  const options: ImportCliOptions = { files: [], replace: false, dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      options.files.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-h' || arg === '--help') return { kind: 'help' };
    if (!arg.startsWith('-') || arg === '-') {
      options.files.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = equals === -1 ? arg : arg.slice(0, equals);
    if (isBooleanFlag(name)) {
      if (equals !== -1) return { kind: 'usage', message: `${name} takes no value` };
      options[BOOLEAN_FLAGS[name]] = true;
    } else if (isValueFlag(name)) {
      const value = equals === -1 ? argv[++i] : arg.slice(equals + 1);
      if (value === undefined || value === '' || (equals === -1 && value.startsWith('--'))) {
        return { kind: 'usage', message: `${name} needs a value` };
      }
      options[VALUE_FLAGS[name]] = value;
    } else {
      return { kind: 'usage', message: `unknown option ${name}` };
    }
  }
  if (options.entity !== undefined && !isCatalogEntityType(options.entity)) {
    return {
      kind: 'usage',
      message: `unknown entity type "${options.entity}"; expected one of: ${CATALOG_ENTITY_TYPES.join(', ')}`,
    };
  }
  if (options.files.length === 0) return { kind: 'usage', message: 'no files given' };
  return { kind: 'run', options };
}
