import { useEffect, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { FormControlLabel, Switch } from '@mui/material';

const PREFERENCE = 'spokenWelcome';
const SPOKEN_THIS_SESSION = 'welcomeSpoken';
const voiceLanguage = { en: 'en-GB', sw: 'sw-TZ' } as Record<string, string>;

const canSpeak = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/**
 * The spoken welcome of the home page: said once per session in the user's language, through the
 * browser's speech synthesis. The person can turn it off (remembered); where speech is missing or
 * fails, nothing happens and nothing is shown.
 */
export const SpokenWelcome = ({ name }: { name: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const [isOn, setIsOn] = useState(() => localStorage.getItem(PREFERENCE) !== 'off');
  const text = translate('zabuni.home.spokenWelcome', { name });

  useEffect(() => {
    if (!isOn || !name || !canSpeak() || sessionStorage.getItem(SPOKEN_THIS_SESSION)) return;
    try {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = voiceLanguage[locale] ?? 'en-GB';
      window.speechSynthesis.speak(utterance);
      sessionStorage.setItem(SPOKEN_THIS_SESSION, 'true');
    } catch {
      // Speech is a courtesy: a browser that refuses it loses nothing else.
    }
  }, [isOn, locale, name, text]);

  if (!canSpeak()) return null;
  const toggle = (on: boolean) => {
    setIsOn(on);
    localStorage.setItem(PREFERENCE, on ? 'on' : 'off');
    if (!on) window.speechSynthesis.cancel();
  };
  return (
    <FormControlLabel
      control={<Switch checked={isOn} onChange={(event) => toggle(event.target.checked)} />}
      label={translate('zabuni.home.spokenWelcomeToggle')}
    />
  );
};
