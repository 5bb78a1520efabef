import { zodResolver } from '@hookform/resolvers/zod';
import { messageOf } from '@portal/shared';
import { ControlledField, TagsField } from '@portal/shared/forms';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useForm } from 'react-hook-form';
import {
  SKILL_INDUSTRIES,
  skillSchema,
  useSaveSkillMutation,
  type SkillInput,
  type SkillValues,
} from '../api/save-skill';

const INDUSTRY_OPTIONS = SKILL_INDUSTRIES.map((value) => ({ value, label: value }));

export interface SkillFormProps {
  /** The skill to change; a new one when left out. */
  skill?: SkillInput;
  /** Ids stay unique per form on a page showing two. */
  idPrefix: string;
  onSaved(name: string): void;
}

/** Name, industry and aliases of a skill; the server's refusal shows above the button. */
export function SkillForm({ skill, idPrefix, onSaved }: SkillFormProps) {
  const save = useSaveSkillMutation();
  const { control, handleSubmit, formState, reset } = useForm<SkillInput, unknown, SkillValues>({
    resolver: zodResolver(skillSchema),
    defaultValues: skill ?? { name: '', industry: 'Technology', aliases: [] },
  });
  const { errors } = formState;
  const id = (field: string) => `${idPrefix}-${field}`;
  const submit = (values: SkillValues) =>
    save.mutate(values, {
      onSuccess: () => {
        if (!skill) reset();
        onSaved(values.name);
      },
    });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label={skill ? 'Edit skill' : 'Add skill'}
    >
      <Form layout="vertical" component={false}>
        <ControlledField control={control} name="name" id={id('name')} label="Name" required>
          {(field) => (
            <Input
              id={id('name')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              status={errors.name ? 'error' : undefined}
            />
          )}
        </ControlledField>
        <ControlledField control={control} name="industry" id={id('industry')} label="Industry">
          {(field) => (
            <Select
              id={id('industry')}
              options={INDUSTRY_OPTIONS}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        </ControlledField>
        <TagsField
          control={control}
          name="aliases"
          id={id('aliases')}
          label="Aliases"
          extra="Other names that mean this skill; type one and press Enter."
          tokenSeparators={[',']}
        />
        {save.error && (
          <Alert
            type="error"
            showIcon
            message={messageOf(save.error)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {skill ? 'Save Skill' : 'Add Skill'}
        </Button>
      </Form>
    </form>
  );
}
