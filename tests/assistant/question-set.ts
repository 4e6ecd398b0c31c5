// A set of visitor questions for the assistant and how an answer is judged: used by the
// evaluation (`npm run eval:assistant`, bench/eval-assistant.ts) against a running server and by
// tests/assistant/questions.test.ts through app.inject(). The format is in ./README.md.
import { readFileSync } from 'node:fs';

export interface Question {
  /** What the visitor types; a list is a conversation, the last turn being the one judged. */
  q: string | string[];
  /** Case-insensitive regular expressions that must all match the JSON response body. */
  all: string[];
  /** Case-insensitive regular expressions that must not match it. */
  none?: string[];
}

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

/** One POST /api/chatbot: status, raw body, milliseconds. */
export type Ask = (messages: Turn[]) => Promise<{ status: number; body: string; ms: number }>;

export interface Outcome {
  question: Question;
  passed: boolean;
  /** Why it failed: the patterns that did not match (or did, for `none`), or the status. */
  problems: string[];
  body: string;
  /** Latency of each request made for the question (follow-ups make several). */
  ms: number[];
}

export function loadQuestionSet(file: string): Question[] {
  const set = JSON.parse(readFileSync(file, 'utf8')) as Question[];
  if (!Array.isArray(set) || set.some((item) => !item.q || !Array.isArray(item.all))) {
    throw new Error(`${file}: expected a list of { q, all, none? }`);
  }
  return set;
}

export const turnsOf = (question: Question) => [question.q].flat();

export function judge(question: Question, status: number, body: string): string[] {
  if (status !== 200) return [`status ${status}`];
  const problems = question.all
    .filter((pattern) => !new RegExp(pattern, 'i').test(body))
    .map((pattern) => `missing /${pattern}/`);
  for (const pattern of question.none ?? []) {
    if (new RegExp(pattern, 'i').test(body)) problems.push(`unwanted /${pattern}/`);
  }
  return problems;
}

/** Asks one question, earlier turns first (each answer goes back as the assistant's turn). */
export async function askQuestion(ask: Ask, question: Question): Promise<Outcome> {
  const messages: Turn[] = [];
  const ms: number[] = [];
  let last = { status: 0, body: '' };
  for (const content of turnsOf(question)) {
    messages.push({ role: 'user', content });
    const answer = await ask([...messages]);
    ms.push(answer.ms);
    last = answer;
    if (answer.status !== 200) break;
    messages.push({
      role: 'assistant',
      content: (JSON.parse(answer.body) as { response: string }).response,
    });
  }
  const problems = judge(question, last.status, last.body);
  return { question, passed: problems.length === 0, problems, body: last.body, ms };
}

/** The p-th percentile (0–100) of some figures, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
