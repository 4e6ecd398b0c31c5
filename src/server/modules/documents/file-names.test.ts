import { describe, expect, it } from 'vitest';
import { contentDisposition, displayFileName, formDataFileName } from './file-names';

describe('displayFileName', () => {
  it('keeps letters of any script and the extension the type allows', () => {
    expect(displayFileName('Страховой полис 2025.PDF', 'application/pdf')).toBe(
      'Страховой полис 2025.PDF',
    );
    expect(displayFileName('写真.jpeg', 'image/jpeg')).toBe('写真.jpeg');
    expect(displayFileName('cafe\u0301.txt', 'text/plain')).toBe('café.txt'); // NFC
  });

  it('gives a file the extension of the type found in its bytes', () => {
    expect(displayFileName('setup.exe', 'application/pdf')).toBe('setup.exe.pdf');
    expect(displayFileName('scan.jpg', 'image/png')).toBe('scan.png');
    expect(displayFileName('notes.md', 'text/plain')).toBe('notes.md.txt');
    expect(displayFileName('', 'image/gif')).toBe('document.gif');
  });

  it('cuts long names at 255 characters between graphemes, the extension kept', () => {
    const family = '👨‍👩‍👧'; // five code points, one grapheme
    const name = displayFileName(
      `${family.repeat(60)}.docx`,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect([...name].length).toBeLessThanOrEqual(255);
    expect(name.endsWith(`${family}.docx`)).toBe(true);
    expect([...name.slice(0, -5)].length % 5).toBe(0);
  });
});

describe('formDataFileName', () => {
  it('undoes the escapes of the HTML form encoding, nothing else', () => {
    expect(formDataFileName('a%22b%0D%0Ac%20d.pdf')).toBe('a"b\r\nc%20d.pdf');
  });
});

describe('contentDisposition', () => {
  it('quotes an ASCII fallback safely and gives the exact name in filename*', () => {
    expect(contentDisposition('a"b\\c%d.pdf')).toBe(
      `attachment; filename="a_b_c_d.pdf"; filename*=UTF-8''a%22b%5Cc%25d.pdf`,
    );
    expect(contentDisposition("Résumé (O'Neil) *.txt")).toBe(
      `attachment; filename="Resume (O'Neil) *.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28O%27Neil%29%20%2A.txt`,
    );
    expect(contentDisposition('保険 📄.pdf')).toBe(
      `attachment; filename="__ _.pdf"; filename*=UTF-8''%E4%BF%9D%E9%99%BA%20%F0%9F%93%84.pdf`,
    );
  });
});
