// The part of nprogress 0.2 that plugins/lean-main/client/nprogress.ts uses (the package ships no types).
declare module 'nprogress' {
  export interface NProgress {
    configure(options: { showSpinner?: boolean }): NProgress;
    start(): NProgress;
    done(force?: boolean): NProgress;
  }
  const nprogress: NProgress;
  export default nprogress;
}
