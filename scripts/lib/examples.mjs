/**
 * Turns the runnable code blocks of a page into example projects.
 * A block is runnable when its meta has `title="path/in/project"`; blocks with
 * `example="name"` form a separate project of that name (default: "default").
 */
import { codeBlocks } from './markdown.mjs';

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

export function extractProjects(page, source) {
  const projects = new Map();
  for (const block of codeBlocks(source)) {
    const title = block.attrs.title;
    if (!title || block.attrs.fragment) continue;
    const name = typeof block.attrs.example === 'string' ? block.attrs.example : 'default';
    if (!projects.has(name)) projects.set(name, { page, name, line: block.line, files: new Map() });
    const project = projects.get(name);
    const file = String(title).replace(/^\.?\//, '');
    if (file.split('/').includes('..')) throw new Error(`${page}:${block.line}: example file "${title}" leaves its project`);
    if (project.files.has(file)) throw new Error(`${page}:${block.line}: example file "${file}" appears twice in project "${name}"`);
    project.files.set(file, { code: block.code.endsWith('\n') ? block.code : `${block.code}\n`, line: block.line });
  }
  return [...projects.values()];
}

/** Whether a project has a file the default include pattern picks up. */
export function hasTestFile(project) {
  return [...project.files.keys()].some((file) => TEST_FILE.test(file));
}

/** A stable key of the project's files, to run identical projects (e.g. a translated page) once. */
export function projectKey(project) {
  return JSON.stringify([...project.files.entries()].map(([file, { code }]) => [file, code]).sort());
}
