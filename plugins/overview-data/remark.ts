import { overviewDataImport } from './dataFile';

/** The mdast node shapes this plugin reads and writes (a subset of mdast + MDX). */
interface Node {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string }[];
  children?: Node[];
  [key: string]: unknown;
}

interface VFileLike {
  path?: string;
  data?: { frontMatter?: Record<string, unknown> };
}

const LOCAL = '__overviewData';
/**
 * The component itself, imported by the pages that use it instead of being one
 * of the MDX components every doc page's chunk carries (issue 23: 3 pages per
 * language use it). An imported name takes precedence over MDX's provided ones.
 */
const COMPONENT = 'Overview';
const COMPONENT_SOURCE = '@site/src/components/Overview';

function identifier(name: string) {
  return { type: 'Identifier', name };
}

/** `import <local> from '<source>';` as an MDX ESM node (MDX compiles its estree). */
function importNode(local: string, source: string): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(local) }],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          },
        ],
      },
    },
  };
}

/** `data={__overviewData}` as an MDX JSX attribute. */
function dataAttribute() {
  return {
    type: 'mdxJsxAttribute',
    name: 'data',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: LOCAL,
      data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: identifier(LOCAL) }] } },
    },
  };
}

function overviewElements(node: Node, found: Node[] = []): Node[] {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === COMPONENT) found.push(node);
  for (const child of node.children ?? []) overviewElements(child, found);
  return found;
}

/**
 * In a doc that uses `<Overview />`, imports the component. When its front
 * matter also says `overview: true`, imports the JSON module the overview-data
 * plugin wrote for that doc and passes it to each `<Overview />` as `data`, so
 * the groups travel with this page's chunk only.
 */
export default function remarkOverviewData() {
  return (tree: Node, file: VFileLike): void => {
    const elements = overviewElements(tree);
    if (elements.length === 0) return;
    // A page that imports the component itself keeps its own import.
    const importsItself = (tree.children ?? []).some((node) => node.type === 'mdxjsEsm' && new RegExp(`\\b${COMPONENT}\\b`).test(String(node.value ?? '')));
    const imports = importsItself ? [] : [importNode(COMPONENT, COMPONENT_SOURCE)];
    const withoutData = elements.filter((element) => !element.attributes?.some((attribute) => attribute.name === 'data'));
    if (file.data?.frontMatter?.overview === true && file.path && withoutData.length > 0) {
      for (const element of withoutData) element.attributes = [...(element.attributes ?? []), dataAttribute()];
      imports.push(importNode(LOCAL, overviewDataImport(file.path)));
    }
    tree.children = [...imports, ...(tree.children ?? [])];
  };
}
