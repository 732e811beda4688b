// The event editor's fields: words, group, times in a chosen zone, place and online link, capacity, attendees shown, plan, and on create the repetition.
import { useTranslation } from 'react-i18next';
import TextField from '../../components/TextField';
import { localDb } from '../../data/local-db';
import { useLiveQuery } from '../../hooks/use-live-query';
import type { EventForm } from './event-form';
import CoverField from './CoverField';

const zones = (): string[] => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

interface Props {
  form: EventForm;
  onChange(form: EventForm): void;
  groups: { key: string; name: string }[];
  creating: boolean;
}

export default function EventFields({ form, onChange, groups, creating }: Props) {
  const { t } = useTranslation('events');
  const plans = useLiveQuery(async () => (await localDb().paywall.get('paywall'))?.plans ?? [], [], []);
  const set = <K extends keyof EventForm>(key: K) => (value: EventForm[K]) => onChange({ ...form, [key]: value });
  const zoneList = zones().includes(form.timeZone) ? zones() : [form.timeZone, ...zones()];
  return (
    <>
      <TextField label={t('editor.name')} value={form.name} onChange={set('name')} required maxLength={200} />
      <label className="field">
        <span className="field__label">{t('editor.description')}</span>
        <textarea rows={5} value={form.description} onChange={(e) => set('description')(e.target.value)} dir="auto" />
      </label>
      {creating && (
        <label className="field">
          <span className="field__label">{t('editor.group')}</span>
          <select value={form.groupKey} onChange={(e) => set('groupKey')(e.target.value)} required>
            {groups.map((g) => (
              <option key={g.key} value={g.key}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <CoverField form={form} onChange={onChange} />
      <TextField label={t('editor.starts')} type="datetime-local" value={form.starts} onChange={set('starts')} required />
      <TextField label={t('editor.ends')} type="datetime-local" value={form.ends} onChange={set('ends')} required />
      <label className="field">
        <span className="field__label">{t('editor.timeZone')}</span>
        <select value={form.timeZone} onChange={(e) => set('timeZone')(e.target.value)}>
          {zoneList.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </label>
      <TextField label={t('editor.location')} value={form.location} onChange={set('location')} maxLength={500} />
      <TextField label={t('editor.onlineUrl')} type="url" value={form.onlineUrl} onChange={set('onlineUrl')} placeholder="https://" />
      <TextField label={t('editor.lead')} type="number" min={0} value={form.leadMinutes} onChange={set('leadMinutes')} />
      <TextField label={t('editor.capacity')} type="number" min={1} value={form.capacity} onChange={set('capacity')} hint={t('editor.capacityHint')} />
      <label className="check">
        <input type="checkbox" checked={form.attendeesVisible} onChange={(e) => set('attendeesVisible')(e.target.checked)} />
        <span>{t('editor.attendeesVisible')}</span>
      </label>
      <label className="field">
        <span className="field__label">{t('editor.plan')}</span>
        <select value={form.plan} onChange={(e) => set('plan')(e.target.value)}>
          <option value="">{t('editor.planNone')}</option>
          {plans.map((p) => (
            <option key={p.name} value={p.name}>
              {p.title}
            </option>
          ))}
          {form.plan && !plans.some((p) => p.name === form.plan) && <option value={form.plan}>{form.plan}</option>}
        </select>
      </label>
      {creating && (
        <fieldset className="fieldset">
          <legend>{t('editor.repeat')}</legend>
          <select value={form.repeat} onChange={(e) => set('repeat')(e.target.value as EventForm['repeat'])} aria-label={t('editor.repeat')}>
            <option value="">{t('editor.repeatNone')}</option>
            <option value="weekly">{t('editor.weekly')}</option>
            <option value="monthly">{t('editor.monthly')}</option>
          </select>
          {form.repeat && (
            <>
              <label className="check">
                <input type="radio" name="repeat-by" checked={form.repeatBy === 'count'} onChange={() => set('repeatBy')('count')} />
                <span>{t('editor.byCount')}</span>
              </label>
              {form.repeatBy === 'count' && <TextField label={t('editor.times')} type="number" min={2} max={52} value={form.repeatCount} onChange={set('repeatCount')} />}
              <label className="check">
                <input type="radio" name="repeat-by" checked={form.repeatBy === 'until'} onChange={() => set('repeatBy')('until')} />
                <span>{t('editor.byUntil')}</span>
              </label>
              {form.repeatBy === 'until' && <TextField label={t('editor.until')} type="date" value={form.repeatUntil} onChange={set('repeatUntil')} />}
            </>
          )}
        </fieldset>
      )}
    </>
  );
}
