// The answer control of one field, by type.
import { CheckboxInput, RadioInput } from './choice-inputs';
import type { TControlProps } from './control-props';
import { useFormFillEnv } from './form-fill-env';
import { ImageUploadInput } from './image-upload-input';
import { PlainPicture } from './picture';
import { RatingInput } from './rating-input';
import { SelectInput, TextLikeInput } from './text-inputs';

function ImageFieldPicture({ field }: TControlProps) {
  const { Picture = PlainPicture } = useFormFillEnv();
  return <Picture url={field.imageUrl} alt={field.title} />;
}

export function FieldInput(props: TControlProps) {
  switch (props.field.type) {
    case 'radio':
      return <RadioInput {...props} />;
    case 'checkbox':
      return <CheckboxInput {...props} />;
    case 'select':
      return <SelectInput {...props} />;
    case 'rating':
      return <RatingInput {...props} />;
    case 'image':
      return <ImageFieldPicture {...props} />;
    case 'image-upload':
      return <ImageUploadInput {...props} />;
    default:
      return <TextLikeInput {...props} />;
  }
}
