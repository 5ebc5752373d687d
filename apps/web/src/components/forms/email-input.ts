// What makes an input an email input, wherever one is asked: the email keyboard on phones, no capital letter, no spell check.
export const emailInputProps = { type: 'email', inputMode: 'email', autoCapitalize: 'none', spellCheck: false } as const;
