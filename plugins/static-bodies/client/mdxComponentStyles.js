// Replaced by stylesOnlyLoader.js in the production browser build (../index.ts).
export default {};
