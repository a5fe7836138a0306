export declare const NNBSP: string
export declare const NBSP: string
type Messages = { [key: string]: string | Messages }
export declare function fixFrench(text: string): string
export declare function texts(messages: Messages, prefix?: string): [string, string][]
export declare function problems(messages: Messages): { key: string; text: string; fixed: string }[]
export declare function fixMessages(messages: Messages): Messages
