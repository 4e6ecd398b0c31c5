// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from './api';
import { fieldPathOf, useApiForm } from './use-api-form';

afterEach(cleanup);

const schema = z.object({
  email: z.string().email('Please enter a valid email address'),
  name: z.string().min(1, 'Name is required'),
  coverageTypes: z.array(z.string()),
  vehicles: z.array(z.object({ make: z.string(), model: z.string() })),
});
type Values = z.input<typeof schema>;

const valid: Values = {
  email: 'jane@example.com',
  name: 'Jane',
  coverageTypes: ['auto'],
  vehicles: [{ make: 'Ford', model: 'F-150' }],
};

function refusal(status: number, message: string, errors: { path: string; message: string }[]) {
  return new ApiError(status, `${status}: ${message}`, message, errors);
}

function TestForm({
  send,
  onSent,
  serverPath,
  fieldFor,
  own401,
  checks = schema,
  expose,
}: {
  send: (values: Values) => Promise<string>;
  checks?: typeof schema | (() => Promise<typeof schema>);
  onSent?: (result: string) => void;
  serverPath?: string;
  fieldFor?: (error: ApiError) => 'email' | undefined;
  own401?: boolean;
  expose?: (form: UseFormReturn<Values, unknown, Values>) => void;
}) {
  const { form, onSubmit, pending, formError, changeAfterPaint } = useApiForm({
    schema: checks,
    send,
    onSent,
    serverPath,
    fieldFor,
    own401,
    fallback: 'It could not be saved.',
    defaultValues: valid,
  });
  const { errors } = form.formState;
  expose?.(form);
  const { onChange: coverageChange, ...coverage } = form.register('coverageTypes');
  const vehicles = useFieldArray({ control: form.control, name: 'vehicles' });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Test">
      {formError && <p role="alert">{formError}</p>}
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      <p>{errors.name?.message}</p>
      <label>
        Email
        <input {...form.register('email')} />
      </label>
      <p>{errors.email?.message}</p>
      {['auto', 'home'].map((type) => (
        <label key={type}>
          <input
            type="checkbox"
            value={type}
            {...coverage}
            onChange={changeAfterPaint(coverageChange)}
          />
          {type}
        </label>
      ))}
      <p>{errors.coverageTypes?.message}</p>
      {vehicles.fields.map((field, index) => (
        <div key={field.id}>
          <label>
            Make
            <input {...form.register(`vehicles.${index}.make`)} />
          </label>
          <p>{errors.vehicles?.[index]?.make?.message}</p>
        </div>
      ))}
      <p>{errors.vehicles?.root?.message}</p>
      <button type="submit">{pending ? 'Saving...' : 'Save'}</button>
    </form>
  );
}

const press = () => fireEvent.click(screen.getByRole('button'));

describe('useApiForm', () => {
  it('sends once however often it is pressed, says it is sending, and hands on the answer', async () => {
    let answer!: (value: string) => void;
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onSent = vi.fn();
    render(<TestForm send={send} onSent={onSent} />);
    press();
    press();
    await screen.findByRole('button', { name: 'Saving...' });
    press();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(valid);
    answer('saved');
    await screen.findByRole('button', { name: 'Save' });
    expect(onSent).toHaveBeenCalledWith('saved', valid);
    press();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('checks the form in the browser before sending anything', async () => {
    const send = vi.fn(() => Promise.resolve('saved'));
    render(<TestForm send={send} />);
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: '' } });
    press();
    await screen.findByText('Name is required');
    expect(send).not.toHaveBeenCalled();
  });

  it('records a change it was asked to keep for after the next paint then, not in the tap', async () => {
    let form!: UseFormReturn<Values, unknown, Values>;
    render(<TestForm send={() => Promise.resolve('saved')} expose={(f) => (form = f)} />);
    const home = screen.getByRole('checkbox', { name: 'home' });
    fireEvent.click(home);
    // The browser's tick is there at once; the form's record of it after the frame.
    expect((home as HTMLInputElement).checked).toBe(true);
    expect(form.getValues('coverageTypes')).toEqual(['auto']);
    await waitFor(() => expect(form.getValues('coverageTypes')).toEqual(['auto', 'home']));
  });

  it('records the changes still waiting for a paint before it sends', async () => {
    const send = vi.fn(() => Promise.resolve('saved'));
    render(<TestForm send={send} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'home' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'auto' }));
    press();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ ...valid, coverageTypes: ['home'] }));
  });

  it('takes its schema from a loader, asked for at the first check and once only', async () => {
    let arrive!: (loaded: typeof schema) => void;
    const load = vi.fn(() => new Promise<typeof schema>((resolve) => (arrive = resolve)));
    const send = vi.fn(() => Promise.resolve('saved'));
    render(<TestForm send={send} checks={load} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: '' } });
    press();
    await screen.findByRole('button', { name: 'Saving...' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Name is required')).toBeNull();
    arrive(schema);
    await screen.findByText('Name is required');
    expect(send).not.toHaveBeenCalled();
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Jane' } });
    press();
    await waitFor(() => expect(send).toHaveBeenCalledWith(valid));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the fallback when its schema could not be loaded, and asks again at the next press', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const send = vi.fn(() => Promise.resolve('saved'));
    render(<TestForm send={send} checks={load} />);
    press();
    expect((await screen.findByRole('alert')).textContent).toBe('It could not be saved.');
    expect(send).not.toHaveBeenCalled();
    press();
    await waitFor(() => expect(send).toHaveBeenCalledWith(valid));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts each field message by its field, focuses the form's first, and says nothing above", async () => {
    const send = () =>
      Promise.reject(
        refusal(400, 'Invalid', [
          { path: 'vehicles.0.make', message: 'Make is required' },
          { path: 'email', message: 'This e-mail address is not accepted' },
          { path: 'email', message: 'A second message for the same field' },
          { path: 'coverageTypes.0', message: 'Not a coverage we offer' },
        ]),
      );
    render(<TestForm send={send} />);
    press();
    await screen.findByText('Make is required');
    expect(screen.getByText('This e-mail address is not accepted')).toBeVisible();
    expect(screen.queryByText('A second message for the same field')).toBeNull();
    expect(screen.getByText('Not a coverage we offer')).toBeVisible();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("reads the server's paths under the form's own part, and a list's message as the list's", async () => {
    const send = () =>
      Promise.reject(
        refusal(400, 'Invalid', [
          { path: 'details.vehicles', message: 'At most six vehicles' },
          { path: 'name', message: 'Not this form' },
        ]),
      );
    render(<TestForm send={send} serverPath="details." />);
    press();
    await screen.findByText('At most six vehicles');
    expect(screen.queryByText('Not this form')).toBeNull();
  });

  it("says a refusal that is not about a field above the form, in the server's words or the fallback", async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(refusal(429, 'Too many requests. Please try again later.', []))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(refusal(400, 'Invalid', [{ path: 'unknown', message: 'Nope' }]));
    render(<TestForm send={send} />);
    press();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again later.',
    );
    press();
    await screen.findByText('It could not be saved.');
    press();
    await screen.findByText('Invalid');
    expect(screen.queryByText('Nope')).toBeNull();
  });

  it('gives a message to the field it belongs to when the form says so', async () => {
    const send = () => Promise.reject(refusal(409, 'Already a client', []));
    render(
      <TestForm send={send} fieldFor={(error) => (error.status === 409 ? 'email' : undefined)} />,
    );
    press();
    await screen.findByText('Already a client');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a 401 to the log-in redirect', async () => {
    const send = vi.fn(() => Promise.reject(refusal(401, 'Unauthorized', [])));
    render(<TestForm send={send} />);
    press();
    await waitFor(() => expect(send).toHaveBeenCalled());
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Unauthorized')).toBeNull();
  });

  it("says a 401 above the form when it is the form's own answer (a wrong password)", async () => {
    const send = () => Promise.reject(refusal(401, 'Invalid email or password', []));
    render(<TestForm send={send} own401 />);
    press();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });
});

describe('fieldPathOf', () => {
  it('names the field a server path is about, read against the values', () => {
    expect(fieldPathOf(valid, 'email')).toBe('email');
    expect(fieldPathOf(valid, 'vehicles.0.make')).toBe('vehicles.0.make');
    expect(fieldPathOf(valid, 'coverageTypes.0')).toBe('coverageTypes');
    expect(fieldPathOf(valid, 'vehicles')).toBe('vehicles.root');
    expect(fieldPathOf(valid, 'vehicles.3.make')).toBeNull();
    expect(fieldPathOf(valid, 'website')).toBeNull();
    expect(fieldPathOf(valid, '')).toBeNull();
    expect(fieldPathOf(valid, '__proto__')).toBeNull();
  });
});
