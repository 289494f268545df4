import { CONTACT_EMAIL_PATTERN } from '@calchub/api-contract';
import { Button, InputField } from '@calchub/ui';
import { useState, type FormEvent } from 'react';
import { PageMeta } from '../../components/page-meta.js';
import { paths } from '../../config/paths.js';

interface ContactForm {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

/** The address the server takes: one that a reply link opens a message to, and nothing more. */
const EMAIL = new RegExp(CONTACT_EMAIL_PATTERN);

/** A message for each invalid field; none when the form can be sent. */
export function validateContact(form: ContactForm): Partial<Record<keyof ContactForm, string>> {
  const errors: Partial<Record<keyof ContactForm, string>> = {};
  if (!form.name.trim()) errors.name = 'Please enter your name.';
  else if (form.name.trim().length > 100) errors.name = 'Your name must be at most 100 characters.';
  if (!form.email.trim()) errors.email = 'Please enter your email address.';
  else if (!EMAIL.test(form.email.trim()) || form.email.length > 254) errors.email = 'Please enter a valid email address, like name@example.com.';
  if (form.message.trim().length < 10) errors.message = 'Please write a message of at least 10 characters.';
  else if (form.message.length > 5000) errors.message = 'Your message must be at most 5,000 characters.';
  return errors;
}

/** `/contact`: a form stored server-side and listed in the admin. Nothing typed is lost on an error. */
export function ContactPage() {
  const [form, setForm] = useState<ContactForm>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof ContactForm, string>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [failure, setFailure] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus('sending');
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: form.name.trim(), email: form.email.trim(), message: form.message.trim() }),
      });
      if (response.ok) {
        setStatus('sent');
        setForm({ name: '', email: '', message: '' });
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { message?: string; field?: keyof ContactForm };
      if (response.status === 400 && body.field && body.message) setErrors({ [body.field]: body.message });
      setFailure(
        response.status === 429
          ? 'You have sent several messages in a short time. Please wait a few minutes and try again.'
          : (body.message ?? 'Your message could not be sent. Please try again later.'),
      );
      setStatus('failed');
    } catch {
      setFailure('Your message could not be sent: the server could not be reached. Please check your connection and try again.');
      setStatus('failed');
    }
  }

  const set = (field: keyof ContactForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <PageMeta title="Contact | CalcHub" description="Write to CalcHub: report a formula that looks wrong or ask for a calculator." path={paths.contact.href()} />
      <h1 className="text-3xl font-bold">Contact</h1>
      <p className="mt-2 text-slate-700">Found a formula that looks wrong, or a calculator you miss? Tell us.</p>
      {status === 'sent' && (
        <p role="status" className="mt-6 rounded-lg bg-green-50 p-4 text-green-900">
          Thank you! Your message has been sent. We read every message.
        </p>
      )}
      <form onSubmit={submit} noValidate className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <InputField id="contact-name" label="Name" kind="text" required value={form.name} onChange={set('name')} error={errors.name} />
        <InputField id="contact-email" label="Email" kind="email" required value={form.email} onChange={set('email')} error={errors.email} />
        <div>
          <label htmlFor="contact-message" className="block text-sm font-medium text-slate-800">
            Message<span className="ml-0.5 text-red-700" aria-hidden="true">*</span>
          </label>
          <textarea
            id="contact-message"
            rows={6}
            required
            aria-required="true"
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'contact-message-error' : undefined}
            value={form.message}
            onChange={(event) => set('message')(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:outline-2 focus:outline-blue-700"
          />
          {errors.message && (
            <p id="contact-message-error" className="mt-1 text-sm text-red-700">
              {errors.message}
            </p>
          )}
        </div>
        {status === 'failed' && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? 'Sending…' : 'Send message'}
        </Button>
      </form>
    </section>
  );
}
