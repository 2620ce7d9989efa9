/** The channel center (03-community-analytics §2.4, §5, §8). */
export default {
  'channel.rule.keyRequired': 'Please input the parameter name',
  'channel.rule.valueRequired': 'Please input the parameter value',
  'channel.rule.queryInvalid':
    "Only numbers, upper and lower case letters and some characters (!#$'()*+,/:;@-._~%) are allowed,length not more than 1024",
  'channel.rule.paramsRequired': 'Add at least one tracking parameter',
  'channel.rule.tooManyParams': 'At most 10 tracking parameters',
  'channel.rule.nameRequired': 'The name is missing',
  'channel.rule.pathRequired': 'The address (path) is missing',
  'channel.rule.pathTooLong': 'The path is longer than 1024 characters',
  'channel.rule.pathLong': 'The path is longer than 128 characters: a long code is hard to scan',
  'channel.rule.noQuery': 'The path has no query: add at least one source type and name',
  'channel.rule.manyQuestionMarks': 'The path has more than one question mark',
  'channel.rule.chineseOrSpace': 'The path holds Chinese characters or spaces',
  'channel.rule.emptyValue': 'A source type has no name (an empty parameter value)',
  'channel.rule.channelRequired': 'A parameter named channel is required',
};
