declare const chromiumLaunch: { executablePath: string; args: string[] };
export = chromiumLaunch;
