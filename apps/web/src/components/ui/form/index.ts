export { CheckboxField, PasswordField, SelectField, TextAreaField, TextField } from './fields';
export { ErrorList, FieldError, FormAlert, Notice, SubmitButton } from './messages';
export { errorMessages, useZodForm } from './use-zod-form';
