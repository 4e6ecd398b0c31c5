// Waiting is not what component tests measure: on a busy machine a render may take longer than
// Testing Library's default second, so findBy* and waitFor give the page up to 10 s. A test
// that fails still fails; one that passes takes no longer.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

// Matchers that say what a person would see (`toBeVisible`, `toHaveAccessibleName`): a query
// that finds an element has already asserted that it exists.
import '@testing-library/jest-dom/vitest';
