// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { installFillField } from './fill-field';

describe('installFillField', () => {
  it("sets the linked form's field as a choice would, and leaves an unknown choice alone", () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `
      <a href="#quote-form" data-fill-field="industry" data-fill-value="Construction">Construction</a>
      <a href="#quote-form" data-fill-field="industry" data-fill-value="Mining">Mining</a>
      <section id="quote-form"><form>
        <select name="industry">
          <option value="">Choose your industry</option>
          <option value="Construction">Construction</option>
        </select>
      </form></section>`;
    installFillField(doc);
    const select = doc.querySelector('select')!;
    const heard: string[] = [];
    select.addEventListener('change', () => heard.push(select.value));

    const [construction, mining] = [...doc.querySelectorAll('a')];
    construction!.click();
    expect(select.value).toBe('Construction');
    expect(heard).toEqual(['Construction']);

    mining!.click();
    expect(select.value).toBe('Construction');
    expect(heard).toEqual(['Construction']);
  });
});
