// Types of tools/apps.js (the one registry of the shop's deployable parts), for the TypeScript that reads it: the
// shop's web server (shell/server) and the browser tests.

export interface App {
  name: string;
  dir: string;
  workspace: string;
  container: string;
  portEnv: string;
  defaultPort: number;
  urlEnv?: string;
  paths: string[];
  title: string;
  host: boolean;
  exposes?: Record<string, string>;
  color: string;
}

export interface ApiApp {
  name: string;
  dir: string;
  workspace: string;
  portEnv: string;
  defaultPort: number;
  urlEnv: string;
  prefixes: string[];
  color: string;
}

export const APPS: App[];
export const API: ApiApp;
export const SHELL: App;
export const REMOTES: App[];
export function appNamed(name: string): App | undefined;
export function appInDir(dir: string): App | undefined;
export function portOf(app: { portEnv: string; defaultPort: number }, env?: NodeJS.ProcessEnv): number;
export const BAD_PORTS: ReadonlySet<number>;
export function badPortProblem(name: string, port: number): string | undefined;
export function portProblems(env?: NodeJS.ProcessEnv): string[];
export function remoteUrlOf(remote: App, env?: NodeJS.ProcessEnv): string;
export function apiUrl(env?: NodeJS.ProcessEnv): string;
export function publicUrlOf(env?: NodeJS.ProcessEnv): string;
