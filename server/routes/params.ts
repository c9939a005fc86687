import { Type } from 'typebox';

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const UserStudyParams = Type.Object({ id: Type.Integer({ minimum: 1 }), userStudyId: Type.Integer({ minimum: 1 }) });
