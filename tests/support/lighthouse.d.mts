/** Types of lighthouse.mjs: the few parts of a Lighthouse result (LHR) the tests and the benchmark read. */
export declare const CATEGORIES: readonly string[];

export interface LaunchedChromium {
  port: number;
  kill(): void;
}

export interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}

export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
}

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  score: number;
  displayValue: string;
  weight: number;
}

export declare function launchChromium(): Promise<LaunchedChromium>;
export declare function audit(
  url: string,
  port: number,
  categories?: readonly string[],
): Promise<{ lhr: LighthouseResult; json: string }>;
export declare function scores(lhr: LighthouseResult): Record<string, number | null>;
export declare function failingAudits(lhr: LighthouseResult): FailingAudit[];
