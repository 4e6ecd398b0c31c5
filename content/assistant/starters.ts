// The questions the assistant offers before the visitor has typed anything: a tap asks one. Four at
// most, each answered by the site's own pages (the assistant's tests ask them).
export const starterQuestions: string[] = [
  'I was just in a car accident. What do I do?',
  'What auto insurance does Kansas require?',
  'How much does renters insurance cost?',
  'What are your office hours?',
];
