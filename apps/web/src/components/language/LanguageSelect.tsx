import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { isLanguage, LANGUAGES, useLanguage } from '../../lib/language';
import { cn } from '../ui/cn';

/**
 * The language switcher: a native select (works with every screen reader and phone). Each language is
 * named in itself, so a reader finds theirs whatever language the page is in. `compact` hides the label
 * visually (the top bar); otherwise the label shows (menu, settings).
 */
export function LanguageSelect({ compact = false, className }: { compact?: boolean; className?: string }) {
  const t = useT();
  const id = useId();
  const { language, setLanguage } = useLanguage();
  return (
    // Wraps rather than overflows where the room is narrow (the 256 px sidebar) or the label long.
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Globe aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <label htmlFor={id} className={compact ? 'sr-only' : 'font-medium text-ink'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        className="min-h-11 min-w-0 max-w-full rounded-lg border border-line bg-white px-2 text-ink"
      >
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
